import { describe, expect, it } from 'vitest';
import { defaultSport, filtersFromParams, paramsOfFilters } from './leaderboard-filters';

describe('defaultSport', () => {
  it('takes the first sport of the profile that has a leaderboard', () => {
    expect(defaultSport(['tenis', 'padel'])).toBe('tennis');
    expect(defaultSport(['padel', 'tenis'])).toBe('padel');
    expect(defaultSport(['pickleball', 'tenis'])).toBe('tennis');
  });

  it('falls back to padel without a rated sport or a profile', () => {
    expect(defaultSport(['pickleball', 'ping-pong'])).toBe('padel');
    expect(defaultSport([])).toBe('padel');
    expect(defaultSport(undefined)).toBe('padel');
  });
});

describe('filtersFromParams and paramsOfFilters', () => {
  it('reads the three filters an address names', () => {
    const params = new URLSearchParams('sport=tennis&period=month&scope=network');
    expect(filtersFromParams(params, 'padel')).toEqual({ sport: 'tennis', period: 'month', scope: 'network' });
  });

  it('gives a missing or unknown filter its default: the sport asked for, all time, everyone', () => {
    expect(filtersFromParams(new URLSearchParams(), 'tennis')).toEqual({
      sport: 'tennis',
      period: 'all',
      scope: 'global',
    });
    const odd = new URLSearchParams('sport=pickleball&period=week&scope=friends');
    expect(filtersFromParams(odd, 'padel')).toEqual({ sport: 'padel', period: 'all', scope: 'global' });
  });

  it('writes every filter, so the address reads back as the same board', () => {
    const filters = { sport: 'padel', period: 'year', scope: 'network' } as const;
    const params = paramsOfFilters(filters);
    expect(params.toString()).toBe('sport=padel&period=year&scope=network');
    expect(filtersFromParams(params, 'tennis')).toEqual(filters);
  });
});
