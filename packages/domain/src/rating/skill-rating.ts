/**
 * A player's skill rating per sport: Weng-Lin (the `openskill` library, Plackett-Luce model), which
 * rates teams as the sum of their players, so singles and doubles share one rating (decision 036).
 * Pure: the library is arithmetic only, deterministic for the same inputs.
 */
import { type Options, rate } from 'openskill';
import type { SkillLevel } from '../account/profile-fields';

/** A player's estimated skill (`mu`) and how unsure that estimate is (`sigma`, one standard deviation). */
export interface SkillRating {
  readonly mu: number;
  readonly sigma: number;
}

/** The library's own defaults, written out so a library upgrade cannot move them silently. */
export const RATING_MU = 25;
export const RATING_SIGMA = 25 / 3;
export const RATING_BETA = 25 / 6;
export const RATING_TAU = 25 / 300;

/**
 * `limitSigma` keeps tau's drift from ever widening a player's sigma after a match: sigma only
 * shrinks by playing, and tau only slows how fast it shrinks.
 */
const OPTIONS: Options = { mu: RATING_MU, sigma: RATING_SIGMA, beta: RATING_BETA, tau: RATING_TAU, limitSigma: true };

/** Where the self-declared level from sign-up starts a player (levels on the 0-7 scale; see level.ts). */
export const SEED_LEVELS: Readonly<Record<SkillLevel, number>> = {
  principiante: 2,
  intermedio: 3.5,
  avanzado: 5,
  profesional: 6,
};

/** Mu units per level step of 1.0: level 3.5 is the library's mean of 25, level 0 is mu 7.5. */
export const MU_PER_LEVEL = 5;
export const MU_AT_LEVEL_ZERO = RATING_MU - 3.5 * MU_PER_LEVEL;

/**
 * The rating a player starts from: the self-declared level's mu (no declaration: the middle of the
 * scale, the library's mean) with the library's full starting uncertainty, since a declaration is a guess.
 */
export function initialRating(declared: SkillLevel | null): SkillRating {
  const mu = declared === null ? RATING_MU : MU_AT_LEVEL_ZERO + SEED_LEVELS[declared] * MU_PER_LEVEL;
  return { mu, sigma: RATING_SIGMA };
}

/** Which side won a rated match. */
export type RatedWinner = 'team1' | 'team2';

/** The two teams' ratings before a decided match (one player each in singles, two in doubles). */
export interface RatedTeams {
  readonly team1: readonly SkillRating[];
  readonly team2: readonly SkillRating[];
}

/**
 * The teams' ratings after the match, player for player in the order given. The winner's players
 * never lose mu and the loser's never gain it; nobody's sigma grows.
 */
export function rateMatch(teams: RatedTeams, winner: RatedWinner): { team1: SkillRating[]; team2: SkillRating[] } {
  const rank = winner === 'team1' ? [1, 2] : [2, 1];
  const [team1, team2] = rate([teams.team1.map(copy), teams.team2.map(copy)], { ...OPTIONS, rank });
  return { team1: (team1 ?? []).map(copy), team2: (team2 ?? []).map(copy) };
}

const copy = ({ mu, sigma }: SkillRating): SkillRating => ({ mu, sigma });
