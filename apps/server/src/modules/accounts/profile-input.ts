import type { Profile } from '@marcador/contracts';
import { DEFAULT_COUNTRY, type Locale } from '@marcador/domain';

/** A profile as stored: texts trimmed, sports without repeats, an empty country replaced by Mexico. */
export function cleanProfile(profile: Profile): Profile {
  // Field by field, so extra properties of the argument (a sign-up form's password) never get through.
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    username: profile.username.trim(),
    age: profile.age,
    skillLevel: profile.skillLevel,
    sports: [...new Set(profile.sports)],
    country: profile.country.trim() || DEFAULT_COUNTRY,
    state: profile.state.trim(),
    city: profile.city.trim(),
    language: profile.language,
    inDirectory: profile.inDirectory,
  };
}

/** The starting point of a profile that does not exist yet. */
export function emptyProfile(language: Locale): Profile {
  return {
    firstName: '',
    lastName: '',
    username: '',
    age: null,
    skillLevel: null,
    sports: [],
    country: DEFAULT_COUNTRY,
    state: '',
    city: '',
    language,
    inDirectory: true,
  };
}
