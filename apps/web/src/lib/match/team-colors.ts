import type { TEAM_COLORS } from '@marcador/contracts/limits';

export type TeamColor = (typeof TEAM_COLORS)[number];

/**
 * Each team colour as a solid swatch with white text on it; every shade passes 4.5:1 contrast with
 * white so names stay readable in sunlight.
 */
export const TEAM_COLOR_CLASSES: Readonly<Record<TeamColor, string>> = {
  green: 'bg-emerald-700 text-white',
  blue: 'bg-sky-700 text-white',
  red: 'bg-red-700 text-white',
  purple: 'bg-violet-700 text-white',
  orange: 'bg-orange-700 text-white',
  pink: 'bg-pink-700 text-white',
};
