import { PROFILE_SPORTS, validateProfile } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import {
  blankRequired,
  EMPTY_PROFILE_FORM,
  parseAge,
  profileFormValues,
  toggleSport,
  toProfileInput,
  toProfileUpdate,
} from './profile-form';

describe('parseAge', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['30', 30],
    [' 7 ', 7],
    ['3.5', Number.NaN],
    ['abc', Number.NaN],
    ['-4', Number.NaN],
  ])('%j -> %s', (typed, expected) => {
    expect(parseAge(typed)).toBe(expected);
  });

  it('lets the domain report a typed age that is not a whole number', () => {
    const issues = validateProfile(
      toProfileInput({
        ...EMPTY_PROFILE_FORM,
        firstName: 'A',
        lastName: 'B',
        username: 'abc',
        age: 'x',
        sports: ['padel'],
      }),
    );
    expect(issues.map((issue) => issue.key)).toEqual(['auth.errors.ageInvalid']);
  });
});

describe('toProfileUpdate', () => {
  it('trims text, maps empties to null and defaults the country', () => {
    expect(
      toProfileUpdate({
        firstName: ' Ana ',
        lastName: 'López ',
        username: ' ana_l',
        age: '',
        skillLevel: '',
        sports: ['padel'],
        country: '  ',
        state: ' CDMX ',
        city: '',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      username: 'ana_l',
      age: null,
      skillLevel: null,
      sports: ['padel'],
      country: 'Mexico',
      state: 'CDMX',
      city: '',
    });
  });
});

describe('profileFormValues', () => {
  it('starts empty with Mexico, and reads a stored profile back', () => {
    expect(profileFormValues(null).country).toBe('Mexico');
    expect(
      profileFormValues({
        firstName: 'Ana',
        lastName: 'López',
        username: 'ana_l',
        age: 30,
        skillLevel: 'avanzado',
        sports: ['tenis'],
        country: 'España',
        state: '',
        city: 'Madrid',
        language: 'es',
        inDirectory: true,
      }),
    ).toMatchObject({ age: '30', skillLevel: 'avanzado', sports: ['tenis'], country: 'España' });
  });
});

describe('toggleSport and blankRequired', () => {
  it('keeps the canonical order', () => {
    expect(toggleSport(['padel'], 'tenis', PROFILE_SPORTS)).toEqual(['tenis', 'padel']);
    expect(toggleSport(['tenis', 'padel'], 'tenis', PROFILE_SPORTS)).toEqual(['padel']);
  });

  it('lists every blank required field', () => {
    expect(blankRequired({ a: '', b: ' x ', c: '  ' }, ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});
