import { MAX_PLAYER_QUERY } from '@marcador/contracts/limits';
import { describe, expect, it } from 'vitest';
import { searchParams } from './network-api';
import { filtersFromParams, paramsOfFilters, searchQueryOf } from './player-filters';

describe('filtersFromParams', () => {
  it('reads the text, a known sport and a known level', () => {
    expect(filtersFromParams(new URLSearchParams('q=jose&sport=padel&level=avanzado'))).toEqual({
      q: 'jose',
      sport: 'padel',
      level: 'avanzado',
    });
  });

  it('treats missing, unknown and over-long values as no filter or the longest text allowed', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ q: '', sport: '', level: '' });
    expect(filtersFromParams(new URLSearchParams('sport=golf&level=legend'))).toEqual({ q: '', sport: '', level: '' });
    expect(filtersFromParams(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(MAX_PLAYER_QUERY);
  });
});

describe('paramsOfFilters and searchQueryOf', () => {
  it('leave empty filters out and trim the text', () => {
    const filters = { q: '  José García ', sport: '', level: 'intermedio' } as const;
    expect(paramsOfFilters(filters).toString()).toBe('q=Jos%C3%A9+Garc%C3%ADa&level=intermedio');
    expect(searchQueryOf(filters)).toEqual({ q: 'José García', level: 'intermedio' });
    expect(searchQueryOf({ q: ' ', sport: '', level: '' })).toEqual({});
  });

  it('round-trip through an address', () => {
    const filters = { q: 'ana', sport: 'tenis', level: 'principiante' } as const;
    expect(filtersFromParams(paramsOfFilters(filters))).toEqual(filters);
  });
});

describe('searchParams (the API query string)', () => {
  it('names only what is set, and the page after the first', () => {
    expect(searchParams({})).toBe('');
    expect(searchParams({ page: 1 })).toBe('');
    expect(searchParams({ q: 'jose', sport: 'padel', page: 3 })).toBe('?q=jose&sport=padel&page=3');
  });
});
