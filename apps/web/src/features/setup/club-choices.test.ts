import type { VenueInfo } from '@marcador/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubChoices, clubDraftOfVenue, foldForSearch } from './club-choices';
import { buildGameConfig, initialDraft } from './setup-model';
import type { SavedClub } from './user-clubs';

const venue = (overrides: Partial<VenueInfo> = {}): VenueInfo => ({
  id: '4b0d5a0e-8a53-4b52-9d7e-1a2b3c4d5e6f',
  name: 'Pádel Málaga Centro',
  address: 'Calle Larios 3',
  city: 'Málaga',
  courtNames: ['Pista 1', 'Central'],
  sessionMinutes: 90,
  ...overrides,
});

const saved = (name: string, address?: string): SavedClub => ({
  id: `manual_${name}`,
  name,
  ...(address ? { address } : {}),
  savedAt: '2026-11-22T10:00:00.000Z',
});

describe('clubChoices', () => {
  const mine = [saved('Club Ñandú', 'Avenida Córdoba 1'), saved('Tenis Norte')];

  it('lists every own club, then the venues, for an empty query', () => {
    const choices = clubChoices('  ', mine, [venue()]);
    expect(choices.map((choice) => [choice.kind, choice.name])).toEqual([
      ['saved', 'Club Ñandú'],
      ['saved', 'Tenis Norte'],
      ['venue', 'Pádel Málaga Centro'],
    ]);
  });

  it.each([
    ['nandu', ['Club Ñandú']],
    ['CORDOBA', ['Club Ñandú']],
    ['norte', ['Tenis Norte']],
    ['padel', []],
  ])('filters own clubs by name or address ignoring case and accents: %j', (query, names) => {
    expect(clubChoices(query, mine, []).map((choice) => choice.name)).toEqual(names);
  });

  it('keeps the venues the server found for the query as they came, with their place', () => {
    const [choice] = clubChoices('malaga', [], [venue()]);
    expect(choice).toMatchObject({ kind: 'venue', detail: 'Calle Larios 3, Málaga' });
  });
});

describe('clubDraftOfVenue', () => {
  it('fills the club from the venue, with no court chosen yet and its courts on offer', () => {
    expect(clubDraftOfVenue(venue())).toEqual({
      id: '4b0d5a0e-8a53-4b52-9d7e-1a2b3c4d5e6f',
      name: 'Pádel Málaga Centro',
      courtName: '',
      address: 'Calle Larios 3, Málaga',
      sessionDuration: '90',
      description: '',
      venueCourts: ['Pista 1', 'Central'],
    });
  });

  it('leaves out an empty address or city', () => {
    expect(clubDraftOfVenue(venue({ address: '' })).address).toBe('Málaga');
    expect(clubDraftOfVenue(venue({ address: '', city: '' })).address).toBe('');
  });

  it('always gives a session length a match accepts (5 to 600 minutes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        const draft = clubDraftOfVenue(venue({ sessionMinutes: minutes }));
        const length = Number(draft.sessionDuration);
        expect(length).toBeGreaterThanOrEqual(5);
        expect(length).toBeLessThanOrEqual(600);
        if (minutes >= 5 && minutes <= 600) expect(length).toBe(minutes);
      }),
    );
  });

  it('becomes the configuration club with the venue id, the picked court and its minutes', () => {
    const club = { ...clubDraftOfVenue(venue()), courtName: 'Central' };
    const config = buildGameConfig({ ...initialDraft(), club }, null, 'm1');
    expect(config.club).toEqual({
      id: '4b0d5a0e-8a53-4b52-9d7e-1a2b3c4d5e6f',
      name: 'Pádel Málaga Centro',
      address: 'Calle Larios 3, Málaga',
      courtName: 'Central',
      sessionDuration: 90,
      description: undefined,
    });
    expect(config.sessionDuration).toBe(90);
  });
});

describe('foldForSearch', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
      }),
    );
  });
});
