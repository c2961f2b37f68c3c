/**
 * The level players see: the padel scale from 0 to 7 in steps of 0.1, read from the rating's mu
 * (decision 036). Mu, not the conservative mu - 3 sigma, so a newcomer shows the level they declared
 * (marked provisional) instead of starting everyone at the bottom.
 */
import { MU_AT_LEVEL_ZERO, MU_PER_LEVEL, type SkillRating } from './skill-rating';

export const LEVEL_MIN = 0;
export const LEVEL_MAX = 7;

/** Rated matches a player needs before the level stops being provisional. */
export const PROVISIONAL_MATCHES = 5;

/**
 * The level in tenths (0-70), an integer: what the server stores and orders by, and what `level`
 * divides by ten. Clamped at both ends of the scale.
 */
export function levelTenths({ mu }: Pick<SkillRating, 'mu'>): number {
  const tenths = Math.round(((mu - MU_AT_LEVEL_ZERO) / MU_PER_LEVEL) * 10);
  return Math.min(LEVEL_MAX * 10, Math.max(LEVEL_MIN * 10, tenths));
}

/** The level on the 0-7 scale, one decimal. */
export function skillLevel(rating: Pick<SkillRating, 'mu'>): number {
  return levelTenths(rating) / 10;
}

/** True until the player has PROVISIONAL_MATCHES rated matches. */
export function isProvisional(ratedMatches: number): boolean {
  return ratedMatches < PROVISIONAL_MATCHES;
}
