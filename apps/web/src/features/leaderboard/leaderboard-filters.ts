import type { LeaderboardQuery } from '@marcador/contracts';
import { LEADERBOARD_PERIODS, type ProfileSport, SPORTS, type Sport } from '@marcador/domain';

/** What the leaderboard shows: one sport, one period, everyone or the viewer's network. */
export type LeaderboardFilters = Required<Pick<LeaderboardQuery, 'sport' | 'period' | 'scope'>>;
export type LeaderboardScope = LeaderboardFilters['scope'];

export const LEADERBOARD_SCOPES: readonly LeaderboardScope[] = ['global', 'network'];

/** Padel when the profile names no rated sport: the scale of levels is padel's. */
const FALLBACK_SPORT: Sport = 'padel';

/** The profile's sports (Spanish ids, more sports than are rated) as the leaderboard's sports. */
const PROFILE_TO_SPORT: Partial<Record<ProfileSport, Sport>> = { tenis: 'tennis', padel: 'padel' };

/** The first sport of the user's profile that has a leaderboard, else padel. */
export function defaultSport(profileSports: readonly ProfileSport[] | undefined): Sport {
  for (const sport of profileSports ?? []) {
    const rated = PROFILE_TO_SPORT[sport];
    if (rated) return rated;
  }
  return FALLBACK_SPORT;
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** The filters an address names (`?sport=&period=&scope=`); a missing or unknown one is its default. */
export function filtersFromParams(params: URLSearchParams, sport: Sport): LeaderboardFilters {
  return {
    sport: oneOf(SPORTS, params.get('sport'), sport),
    period: oneOf(LEADERBOARD_PERIODS, params.get('period'), 'all'),
    scope: oneOf(LEADERBOARD_SCOPES, params.get('scope'), 'global'),
  };
}

/** The address's query for `filters`, all three named, so a shared link opens the same board. */
export function paramsOfFilters({ sport, period, scope }: LeaderboardFilters): URLSearchParams {
  return new URLSearchParams({ sport, period, scope });
}
