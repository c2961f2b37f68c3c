/** Status of a stored tournament match (spec section 3, tournament_matches.status). */
export type TournamentMatchStatus = 'pending' | 'playing' | 'completed';

/** Upcoming matches the dashboard lists (spec section 9). */
export const UPCOMING_MATCHES_SHOWN = 3;

/** The least a match needs for the dashboard: where it sits in the schedule and its status. */
export interface TrackedMatch {
  readonly roundNumber: number;
  readonly court: number;
  readonly status: TournamentMatchStatus;
}

/** The dashboard's current match and the next ones after it. */
export interface CurrentAndUpcoming<T> {
  current: T | null;
  upcoming: T[];
}

/**
 * Current and upcoming matches for the tournament dashboard (spec section 4): the current match is
 * the first one being played, else the first pending one of `currentRound`; the upcoming ones are the
 * next pending matches after it, at most three. "First" follows the schedule (round, then court),
 * whatever order the matches arrive in.
 */
export function currentAndUpcoming<T extends TrackedMatch>(
  matches: readonly T[],
  currentRound: number,
): CurrentAndUpcoming<T> {
  const ordered = [...matches].sort((a, b) => a.roundNumber - b.roundNumber || a.court - b.court);
  const current =
    ordered.find((m) => m.status === 'playing') ??
    ordered.find((m) => m.status === 'pending' && m.roundNumber === currentRound) ??
    null;
  const upcoming = ordered.filter((m) => m.status === 'pending' && m !== current).slice(0, UPCOMING_MATCHES_SHOWN);
  return { current, upcoming };
}
