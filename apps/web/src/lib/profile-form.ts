import type { Profile, ProfileUpdate } from '@marcador/contracts';
import {
  type AccountField,
  DEFAULT_COUNTRY,
  type ProfileInput,
  type ProfileSport,
  SKILL_LEVELS,
  type SkillLevel,
} from '@marcador/domain';

/** The profile part of the sign-up and profile forms, as the inputs hold it (age as typed). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
  /** As typed; empty means not given. */
  age: string;
  /** Empty means not given. */
  skillLevel: SkillLevel | '';
  sports: ProfileSport[];
  country: string;
  state: string;
  city: string;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  age: '',
  skillLevel: '',
  sports: [],
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
};

/** The form's fields in the order they appear, for focusing the first invalid one. */
export const PROFILE_FIELD_ORDER: readonly AccountField[] = [
  'firstName',
  'lastName',
  'username',
  'age',
  'skillLevel',
  'sports',
  'country',
  'state',
  'city',
];

/**
 * The typed age as the rules see it: empty -> null; anything else -> a number, NaN when it is not
 * one, so the domain's age rule reports it instead of the form silently dropping it.
 */
export function parseAge(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function isSkillLevel(value: string): value is SkillLevel {
  return (SKILL_LEVELS as readonly string[]).includes(value);
}

/** The values as the domain's validateSignup/validateProfile read them. */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    age: parseAge(values.age),
    skillLevel: values.skillLevel === '' ? null : values.skillLevel,
    sports: values.sports,
    country: values.country,
    state: values.state,
    city: values.city,
  };
}

/**
 * The API body for the profile fields the sign-up shares (trimmed text; country falls back to the
 * default). The profile editor adds its own settings (language, directory listing).
 */
export function toProfileUpdate(values: ProfileFormValues): Required<Omit<ProfileUpdate, 'language' | 'inDirectory'>> {
  const input = toProfileInput(values);
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    username: input.username.trim(),
    age: input.age,
    skillLevel: input.skillLevel,
    sports: values.sports,
    country: input.country.trim() || DEFAULT_COUNTRY,
    state: input.state.trim(),
    city: input.city.trim(),
  };
}

/** The form values of a stored profile. */
export function profileFormValues(profile: Profile | null): ProfileFormValues {
  if (!profile) return EMPTY_PROFILE_FORM;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    age: profile.age === null ? '' : String(profile.age),
    skillLevel: profile.skillLevel ?? '',
    sports: [...profile.sports],
    country: profile.country || DEFAULT_COUNTRY,
    state: profile.state,
    city: profile.city,
  };
}

/** Adds or removes one sport, keeping the canonical order of the list. */
export function toggleSport(
  sports: readonly ProfileSport[],
  sport: ProfileSport,
  all: readonly ProfileSport[],
): ProfileSport[] {
  const next = new Set(sports);
  if (next.has(sport)) next.delete(sport);
  else next.add(sport);
  return all.filter((candidate) => next.has(candidate));
}

/** Required fields left blank (the rules name only the first; the form marks them all). */
export function blankRequired<F extends string>(values: Readonly<Record<F, string>>, required: readonly F[]): F[] {
  return required.filter((field) => values[field].trim() === '');
}
