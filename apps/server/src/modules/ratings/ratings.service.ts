/**
 * Ratings move when a match is saved as completed (decision 036): a decided match whose every seat
 * is a registered player, once per real match however many of its players saved it.
 */
import {
  applyRatedMatch,
  endMatchResult,
  type FinishedMatch,
  type PlayerStanding,
  ratedLineup,
  sameRealMatch,
} from '@marcador/domain';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { FinishFacts } from '../matches/match-completion';
import { leaderboardChanged } from './leaderboard-cache';
import { type LockedStanding, type RatedMatchRecord, ratingsRepository } from './ratings.repository';

const ownStanding = ({ mu, sigma, ratedMatches, wins }: LockedStanding): PlayerStanding => ({
  mu,
  sigma,
  ratedMatches,
  wins,
});

/**
 * Rates a match the finish has just completed, in the finish's transaction (`tx`). A draw (a match
 * ended by hand with equal totals) moves nobody: it is a match cut short, not a result. Costs nothing
 * for a match with a typed name; otherwise one look-up for a copy, then three statements.
 */
export async function recordCompleted(tx: Db, facts: FinishFacts, finished: FinishedMatch): Promise<void> {
  if (facts.status !== 'completed') return;
  const { match, state, endedAt, players } = facts;
  // The result the match is stored with: the winner, or for a match ended by hand, the side ahead.
  const winnerSide = endMatchResult(state.score).winner;
  const lineup = ratedLineup(players);
  const result = winnerSide === null ? null : winnerSide === 'player1' ? 'team1' : 'team2';
  if (!lineup || !result) return;
  const sport = state.rules.sport;
  // Built from the roster's teams, which for a rated match are the lineup's (every seat registered).
  const { fingerprint } = finished;
  const repository = ratingsRepository(tx);
  const copies = await repository.copiesOf(fingerprint, endedAt);
  const copy = { fingerprint, endedAt: endedAt.getTime() };
  if (copies.some((other) => sameRealMatch(copy, { ...other, endedAt: other.endedAt.getTime() }))) return;
  const locked = await repository.lockStandings(sport, [...lineup.team1, ...lineup.team2]);
  const byId = new Map(locked.map((row) => [row.userId, row]));
  const seeds = Object.fromEntries(
    locked.filter((row) => row.ratedMatches === 0).map((row) => [row.userId, row.declared]),
  );
  const standings = applyRatedMatch(lineup, result, (userId) => ownStanding(byId.get(userId) as LockedStanding));
  // The record the rating change came from, kept in the same statement as the standings.
  const record: RatedMatchRecord = {
    matchId: match.id,
    sport,
    endedAt,
    fingerprint,
    team1: [...lineup.team1],
    team2: [...lineup.team2],
    winner: result,
    seeds,
  };
  await repository.saveStandings(record, standings);
  afterCommit(tx, leaderboardChanged);
}
