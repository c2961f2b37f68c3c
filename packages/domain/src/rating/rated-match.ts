/**
 * Which matches move ratings and how one match changes its players' standings (decision 036). The
 * server applies `applyRatedMatch` when a match is saved, and the recompute replays the same function
 * over every rated match in order, so both arrive at the same numbers.
 */
import type { SkillLevel } from '../account/profile-fields';
import { initialRating, type RatedWinner, rateMatch, type SkillRating } from './skill-rating';

/** A seat of a finished match: its team and the account in it (null for a typed name). */
export interface RatedSeat {
  readonly team: 1 | 2;
  readonly user_id: string | null;
}

/** The accounts of each team of a match that counts toward ratings, in seat order. */
export interface RatedLineup {
  readonly team1: readonly string[];
  readonly team2: readonly string[];
}

/**
 * The teams when the match can be rated: every seat held by a registered player, both teams
 * present, the same size (singles or doubles) and nobody twice. Null otherwise: such a match counts
 * in personal statistics only.
 */
export function ratedLineup(seats: readonly RatedSeat[]): RatedLineup | null {
  const ids = seats.map((seat) => seat.user_id);
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  const team1 = seats.filter((seat) => seat.team === 1).map((seat) => seat.user_id as string);
  const team2 = seats.filter((seat) => seat.team === 2).map((seat) => seat.user_id as string);
  if (team1.length === 0 || team1.length > 2 || team1.length !== team2.length) return null;
  return { team1, team2 };
}

/** A player's rating in one sport with the counts the leaderboard shows. */
export interface PlayerStanding extends SkillRating {
  readonly ratedMatches: number;
  readonly wins: number;
}

/** The standing of a player who has no rated match yet in the sport. */
export function firstStanding(declared: SkillLevel | null): PlayerStanding {
  return { ...initialRating(declared), ratedMatches: 0, wins: 0 };
}

/**
 * Every player's standing after the match, by user id. `standingOf` gives each player's standing
 * before it (`firstStanding` for a newcomer).
 */
export function applyRatedMatch(
  lineup: RatedLineup,
  winner: RatedWinner,
  standingOf: (userId: string) => PlayerStanding,
): Map<string, PlayerStanding> {
  const before = { team1: lineup.team1.map(standingOf), team2: lineup.team2.map(standingOf) };
  const after = rateMatch(before, winner);
  const next = new Map<string, PlayerStanding>();
  for (const team of ['team1', 'team2'] as const) {
    const won = team === winner ? 1 : 0;
    lineup[team].forEach((userId, i) => {
      const old = before[team][i] as PlayerStanding;
      const rating = after[team][i] as SkillRating;
      next.set(userId, { ...rating, ratedMatches: old.ratedMatches + 1, wins: old.wins + won });
    });
  }
  return next;
}
