import type { VenueSettings } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { firstInvalidSetting, hourChoices, settingsErrors, settingsRequest, settingsValues } from './settings-form';

const venue: VenueSettings = {
  id: 'v-1',
  name: 'Club Pádel Norte',
  address: 'Calle Mayor 1',
  city: 'Zaragoza',
  country: 'España',
  phone: '+34 976 123 456',
  timeZone: 'Europe/Madrid',
  sessionMinutes: 90,
  openingHours: [
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '24:00' },
    { opens: '09:00', closes: '14:00' },
    null,
  ],
  isActive: true,
};

describe('the venue settings form', () => {
  it("holds the venue's values and sends nothing while nothing changed", () => {
    const values = settingsValues(venue);
    expect(values.hours[6]).toEqual({ closed: true, opens: '08:00', closes: '22:00' });
    expect(settingsErrors(values, venue)).toEqual({});
    expect(settingsRequest(values, venue)).toEqual({});
  });

  it('sends the changed fields only: texts trimmed, minutes as a number, the whole week when a day changed', () => {
    const values = { ...settingsValues(venue), city: ' Huesca ', sessionMinutes: '60', isActive: false };
    values.hours[0] = { closed: true, opens: '08:00', closes: '22:00' };
    values.hours[6] = { closed: false, opens: '10:00', closes: '13:30' };
    const changes = settingsRequest(values, venue);
    expect(changes).toEqual({
      city: 'Huesca',
      sessionMinutes: 60,
      isActive: false,
      openingHours: [null, ...venue.openingHours.slice(1, 6), { opens: '10:00', closes: '13:30' }],
    });
  });

  it('does not judge a text kept as stored (an operator-made venue without a country)', () => {
    const bare = { ...venue, country: '' };
    expect(settingsErrors({ ...settingsValues(bare), sessionMinutes: '60' }, bare)).toEqual({});
    expect(settingsErrors({ ...settingsValues(bare), country: 'E' }, bare)).toEqual({ country: 'too_short' });
  });

  it("finds each field's problem, the first in page order", () => {
    const values = {
      ...settingsValues(venue),
      name: 'A',
      city: '',
      phone: '1'.repeat(31),
      sessionMinutes: '5',
    };
    values.hours[2] = { closed: false, opens: '20:00', closes: '10:00' };
    const errors = settingsErrors(values, venue);
    expect(errors).toEqual({
      name: 'too_short',
      city: 'required',
      phone: 'too_long',
      sessionMinutes: 'out_of_range',
      'hours.2': 'closes_before_opens',
    });
    expect(firstInvalidSetting(errors)).toBe('name');
    expect(settingsErrors({ ...settingsValues(venue), sessionMinutes: 'x' }, venue).sessionMinutes).toBe('invalid');
  });

  it('offers every half hour, closing up to 24:00, and keeps a time off the steps', () => {
    const opens = hourChoices('opens', '08:00');
    expect(opens[0]).toBe('00:00');
    expect(opens.at(-1)).toBe('23:30');
    expect(opens).toHaveLength(48);
    const closes = hourChoices('closes', '21:45');
    expect(closes[0]).toBe('00:30');
    expect(closes.at(-1)).toBe('24:00');
    expect(closes).toContain('21:45');
    expect(closes.indexOf('21:45')).toBe(closes.indexOf('21:30') + 1);
  });
});
