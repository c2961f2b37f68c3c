import { type PlayerMatchFacts, playerMatchFacts, type Side } from '@marcador/domain';
import type { Db } from '../../db/database';
import type { FinishFacts } from '../matches/match-completion';
import { matchClub, playerSeats } from './player-seats';
import { type PlayerMatchRecordRow, statisticsRepository } from './statistics.repository';

/**
 * The rows of a completed match: one per registered player, each holding the match seen from their
 * side. The log is folded once per side that has a registered player (at most twice), not per player.
 */
export function completedMatchRows(facts: FinishFacts): PlayerMatchRecordRow[] {
  const figures = new Map<Side, PlayerMatchFacts>();
  return playerRows(facts, (side) => {
    const known = figures.get(side) ?? playerMatchFacts(facts.match.rules, facts.events, side);
    figures.set(side, known);
    return known;
  });
}

/**
 * The rows of a completed match given each side's figures (`figuresOf`): the bulk demo data
 * (cli/seed-bulk.ts) reuses the figures of one played log for many matches instead of folding each.
 */
export function playerRows(
  facts: Pick<FinishFacts, 'match' | 'endedAt' | 'state' | 'players'>,
  figuresOf: (side: Side) => PlayerMatchFacts,
): PlayerMatchRecordRow[] {
  const { match, endedAt } = facts;
  const club = matchClub(match.config);
  const sport = facts.state.rules.sport;
  return playerSeats(facts.players, match.config.isDoubles).map((seat) => {
    const { outcome, sets, durationMs, stats } = figuresOf(seat.side);
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
 */
export async function recordCompletedMatch(db: Db, facts: FinishFacts): Promise<void> {
  await statisticsRepository(db).saveMatch(completedMatchRows(facts));
}
