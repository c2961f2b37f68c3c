import type { FinishedMatch } from '@marcador/domain';
import type { Db } from '../../db/database';
import type { FinishFacts } from '../matches/match-completion';
import { matchClub, playerSeats } from './player-seats';
import { type PlayerMatchRecordRow, statisticsRepository } from './statistics.repository';

/**
 * The rows of a completed match: one per registered player, each holding the match seen from their
 * side (`finished.sides`, from the one fold of the log the finish made).
 */
export function completedMatchRows(facts: FinishFacts, finished: FinishedMatch): PlayerMatchRecordRow[] {
  const { match, endedAt } = facts;
  const club = matchClub(match.config);
  const sport = facts.state.rules.sport;
  return playerSeats(facts.players, match.config.isDoubles).map((seat) => {
    const { outcome, sets, durationMs, stats } = finished.sides[seat.side];
    return {
      userId: seat.userId,
      matchId: match.id,
      sport,
      endedAt,
      side: seat.side,
      outcome,
      record: {
        matchId: match.id,
        userId: seat.userId,
        sport,
        endedAt: endedAt.getTime(),
        durationMs,
        status: 'completed',
        outcome,
        side: seat.side,
        partner: seat.partner,
        opponents: seat.opponents,
        club,
        sets,
        stats,
      },
    };
  });
}

/**
 * Stores what the statistics need of a match just completed, in the finish's transaction (`db`), so
 * the profile statistics never fold a log. Abandoned matches are not stored: they never count.
 * Answers the players whose records it wrote (their statistics changed).
 */
export async function recordCompletedMatch(
  db: Db,
  facts: FinishFacts,
  finished: FinishedMatch,
): Promise<readonly string[]> {
  const rows = completedMatchRows(facts, finished);
  await statisticsRepository(db).saveMatch(rows);
  return rows.map((row) => row.userId);
}
