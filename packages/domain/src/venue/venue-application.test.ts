import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  firstCourtNames,
  VENUE_APPLICATION_COURTS,
  VENUE_APPLICATION_FIELDS,
  VENUE_APPLICATION_LIMITS,
  venueApplicationIssues,
} from './venue-application';

const valid = {
  name: 'Club Pádel Norte',
  address: 'Calle Mayor 12',
  city: 'Zaragoza',
  country: 'España',
  timeZone: 'Europe/Madrid',
  phone: '+34 976 123 456',
  courts: 4,
  note: '',
};

describe('venueApplicationIssues', () => {
  it('accepts a complete application, the note left empty and spaces around the texts forgiven', () => {
    expect(venueApplicationIssues(valid)).toEqual([]);
    expect(venueApplicationIssues({ ...valid, name: `  ${'a'.repeat(VENUE_APPLICATION_LIMITS.name.max)} ` })).toEqual(
      [],
    );
  });

  it.each([
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 'A' }, 'name', 'too_short'],
    [{ name: 'a'.repeat(VENUE_APPLICATION_LIMITS.name.max + 1) }, 'name', 'too_long'],
    [{ address: '' }, 'address', 'required'],
    [{ address: 'a'.repeat(VENUE_APPLICATION_LIMITS.address.max + 1) }, 'address', 'too_long'],
    [{ city: '' }, 'city', 'required'],
    [{ country: 'E' }, 'country', 'too_short'],
    [{ timeZone: '' }, 'timeZone', 'required'],
    [{ timeZone: 'Europe/Atlantis' }, 'timeZone', 'invalid'],
    [{ timeZone: ' Europe/Madrid' }, 'timeZone', 'invalid'],
    [{ phone: '' }, 'phone', 'required'],
    [{ phone: '976-abc-456' }, 'phone', 'invalid'],
    [{ phone: '12 34 5' }, 'phone', 'invalid'],
    [{ phone: '+1 234 567 890 123 456' }, 'phone', 'invalid'],
    [{ phone: '9'.repeat(VENUE_APPLICATION_LIMITS.phone.max + 1) }, 'phone', 'too_long'],
    [{ courts: 0 }, 'courts', 'out_of_range'],
    [{ courts: VENUE_APPLICATION_COURTS.max + 1 }, 'courts', 'out_of_range'],
    [{ courts: 2.5 }, 'courts', 'invalid'],
    [{ courts: Number.NaN }, 'courts', 'invalid'],
    [{ note: 'a'.repeat(VENUE_APPLICATION_LIMITS.note.max + 1) }, 'note', 'too_long'],
  ] as const)('reports %o as %s %s', (change, field, problem) => {
    expect(venueApplicationIssues({ ...valid, ...change })).toEqual([{ field, problem }]);
  });

  it('lists every broken field in the form order', () => {
    const issues = venueApplicationIssues({
      name: '',
      address: '',
      city: '',
      country: '',
      timeZone: '',
      phone: '',
      courts: 0,
      note: '',
    });
    expect(issues.map((issue) => issue.field)).toEqual(VENUE_APPLICATION_FIELDS.filter((field) => field !== 'note'));
  });

  it('accepts every phone of 6 to 15 digits with the usual separators', () => {
    const separator = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 6, maxLength: 15 }),
        (plus, parts) => {
          const phone = `${plus ? '+' : ''}${parts.map(([digit, sep]) => `${digit}${sep}`).join('')}`.trim();
          fc.pre(phone.length <= VENUE_APPLICATION_LIMITS.phone.max);
          expect(venueApplicationIssues({ ...valid, phone })).toEqual([]);
        },
      ),
    );
  });

  it('accepts every court count in range and refuses every other integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (courts) => {
        const inRange = courts >= VENUE_APPLICATION_COURTS.min && courts <= VENUE_APPLICATION_COURTS.max;
        expect(venueApplicationIssues({ ...valid, courts }).length === 0).toBe(inRange);
      }),
    );
  });
});

describe('canonicalTimeZone', () => {
  it.each([
    ['Europe/Madrid', 'Europe/Madrid'],
    ['europe/madrid', 'Europe/Madrid'],
    ['America/Mexico_City', 'America/Mexico_City'],
    ['UTC', 'UTC'],
    ['Mars/Olympus', null],
    ['', null],
  ])('%s -> %s', (name, expected) => {
    expect(canonicalTimeZone(name)).toBe(expected);
  });

  it('is stable: the canonical name of a canonical name is itself', () => {
    for (const zone of Intl.supportedValuesOf('timeZone').slice(0, 50)) {
      const canonical = canonicalTimeZone(zone);
      expect(canonical).not.toBeNull();
      expect(canonicalTimeZone(canonical ?? '')).toBe(canonical);
    }
  });
});

describe('firstCourtNames', () => {
  it('numbers the courts from 1 in the applicant language', () => {
    expect(firstCourtNames(3, 'es')).toEqual(['Pista 1', 'Pista 2', 'Pista 3']);
    expect(firstCourtNames(2, 'en')).toEqual(['Court 1', 'Court 2']);
  });
});
