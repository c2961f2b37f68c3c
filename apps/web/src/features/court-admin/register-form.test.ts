import type { VenueApplication } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { firstInvalid, initialValues, registerErrors, timeZoneChoices, toRequest } from './register-form';

const filled = {
  ...initialValues('Europe/Madrid', null),
  name: ' Club Pádel Norte ',
  address: 'Calle Mayor 12',
  city: 'Zaragoza',
  country: 'España',
  phone: '+34 976 123 456',
  courts: '4',
};

describe('register form', () => {
  it('starts empty on the browser time zone and one court', () => {
    expect(initialValues('America/Mexico_City', null)).toEqual({
      name: '',
      address: '',
      city: '',
      country: '',
      timeZone: 'America/Mexico_City',
      phone: '',
      courts: '1',
      note: '',
    });
  });

  it('starts from a rejected application when applying again', () => {
    const previous = {
      name: 'Club',
      address: 'Calle 1',
      city: 'León',
      country: 'España',
      timeZone: 'Europe/Madrid',
      phone: '987 000 000',
      courts: 3,
      note: 'Hola',
    } as VenueApplication;
    expect(initialValues('UTC', previous)).toMatchObject({ courts: '3', timeZone: 'Europe/Madrid', name: 'Club' });
  });

  it('sends trimmed texts and the courts as a number', () => {
    expect(toRequest(filled)).toMatchObject({ name: 'Club Pádel Norte', courts: 4, note: '' });
    expect(registerErrors(filled)).toEqual({});
  });

  it.each([
    [{ courts: '' }, 'courts', 'invalid'],
    [{ courts: '2,5' }, 'courts', 'invalid'],
    [{ courts: '0' }, 'courts', 'out_of_range'],
    [{ courts: '31' }, 'courts', 'out_of_range'],
    [{ phone: 'llamar' }, 'phone', 'invalid'],
    [{ name: '' }, 'name', 'required'],
    [{ timeZone: 'Nowhere/Land' }, 'timeZone', 'invalid'],
  ])('reports %o as %s %s', (change, field, problem) => {
    expect(registerErrors({ ...filled, ...change })).toEqual({ [field]: problem });
  });

  it('focuses the first invalid field in the page order', () => {
    expect(firstInvalid(registerErrors({ ...filled, note: 'x'.repeat(1001), city: '' }))).toBe('city');
    expect(firstInvalid({})).toBeUndefined();
  });

  it('offers the current time zone even when the runtime does not list it', () => {
    expect(timeZoneChoices(['Europe/Madrid'], 'UTC')).toEqual(['UTC', 'Europe/Madrid']);
    expect(timeZoneChoices(['Europe/Madrid', 'UTC'], 'UTC')).toEqual(['Europe/Madrid', 'UTC']);
  });
});
