import type { PlayerSearchQuery } from '@marcador/contracts';
import { MAX_PLAYER_QUERY } from '@marcador/contracts/limits';
import { PROFILE_SPORTS, type ProfileSport, SKILL_LEVELS, type SkillLevel } from '@marcador/domain';

/** What the search and directory pages filter by, as their controls hold it ('' = any). */
export interface PlayerFilters {
  q: string;
  sport: ProfileSport | '';
  level: SkillLevel | '';
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** A sport filter from a control or an address: a sport of the profile's list, else any (''). */
export const sportFilter = (value: string | null): PlayerFilters['sport'] => oneOf(PROFILE_SPORTS, value);
/** A level filter from a control or an address: a level of the profile's list, else any (''). */
export const levelFilter = (value: string | null): PlayerFilters['level'] => oneOf(SKILL_LEVELS, value);

/** The filters an address names (`?q=&sport=&level=`); unknown sports and levels count as any. */
export function filtersFromParams(params: URLSearchParams): PlayerFilters {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_PLAYER_QUERY),
    sport: sportFilter(params.get('sport')),
    level: levelFilter(params.get('level')),
  };
}

/** The address's query for `filters`, without the empty ones, so a shared link opens the same list. */
export function paramsOfFilters({ q, sport, level }: PlayerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (sport) params.set('sport', sport);
  if (level) params.set('level', level);
  return params;
}

/** The API's query for `filters` (the server trims the text; empty filters are left out). */
export function searchQueryOf({ q, sport, level }: PlayerFilters): Omit<PlayerSearchQuery, 'page'> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(sport ? { sport } : {}), ...(level ? { level } : {}) };
}
