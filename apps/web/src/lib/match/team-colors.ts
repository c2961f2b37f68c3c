import type { TEAM_COLORS } from '@marcador/contracts/limits';

export type TeamColor = (typeof TEAM_COLORS)[number];

/**
 * Each team colour as a solid swatch with white text on it; every shade passes 7:1 contrast with
 * white (WCAG AAA) so names stay readable in sunlight.
 */
export const TEAM_COLOR_CLASSES: Readonly<Record<TeamColor, string>> = {
  green: 'bg-emerald-800 text-white',
  blue: 'bg-sky-800 text-white',
  red: 'bg-red-800 text-white',
  purple: 'bg-violet-800 text-white',
  orange: 'bg-orange-800 text-white',
  pink: 'bg-pink-800 text-white',
};
