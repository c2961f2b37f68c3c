/**
 * The player profile collected at sign-up and edited on /profile, and its rules.
 * Each rule returns message keys (see ./messages), so forms and the server show the same copy.
 */
import type { AccountMessageKey, MessageParams } from './messages';
import { PASSWORD_MAX_LENGTH, passwordsMatch, signupPasswordIssue } from './passwords';

/** Sports a player may list on their profile (spec values; tennis and padel are the ones scored). */
export type ProfileSport = 'tenis' | 'padel' | 'pickleball' | 'ping-pong';
/** Every profile sport, in the order forms list them. */
export const PROFILE_SPORTS: readonly ProfileSport[] = ['tenis', 'padel', 'pickleball', 'ping-pong'];

/** Self-declared playing level. */
export type SkillLevel = 'principiante' | 'intermedio' | 'avanzado' | 'profesional';
/** Every skill level, from beginner to professional. */
export const SKILL_LEVELS: readonly SkillLevel[] = ['principiante', 'intermedio', 'avanzado', 'profesional'];

/** Country a new profile gets when the form leaves it empty. */
export const DEFAULT_COUNTRY = 'Mexico';
/** Youngest and oldest age a profile may state. */
export const AGE_MIN = 5;
export const AGE_MAX = 120;
/** Username length bounds. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/**
 * The bounds as the username's hint and error message state them ('auth.hints.username',
 * 'auth.errors.usernameInvalid'): forms cap the field at the same number they show.
 */
export const USERNAME_LENGTH_PARAMS: MessageParams = { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH };
/** Longest name, country, state or city. */
export const PROFILE_TEXT_MAX_LENGTH = 100;
/**
 * Longest player name, after trimming: an invited player's (contracts matches.ts), a saved contact's
 * and a tournament player's. Kept beside the profile's bounds, whose module the web's pages already
 * share, so that a page needing only this bound does not split another module into a chunk of its own.
 */
export const PLAYER_NAME_MAX_LENGTH = 60;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const USERNAME = /^[A-Za-z0-9_.-]+$/;
/**
 * The account store's own rule (better-auth checks addresses with zod's e-mail pattern): an address
 * it refuses can never be registered, so the form says so in our words instead of failing later.
 * The confirmation e-mail remains the real check; this only catches typos and unusable addresses.
 * The contact form's schema checks its address with this same pattern.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A form field a rule can point at. */
export type AccountField =
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'age'
  | 'skillLevel'
  | 'sports'
  | 'country'
  | 'state'
  | 'city';

/** One broken rule: the field to mark and the message to show there. */
export interface AccountIssue {
  readonly field: AccountField;
  readonly key: AccountMessageKey;
  readonly params?: MessageParams;
}

/** The editable profile; optional values are null when not given. */
export interface ProfileInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly age: number | null;
  readonly skillLevel: SkillLevel | null;
  readonly sports: readonly string[];
  readonly country: string;
  readonly state: string;
  readonly city: string;
}

/** What the sign-up form sends: credentials plus the profile. */
export interface SignupInput extends ProfileInput {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** Usernames are unique regardless of case; this is the form they are compared in. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** True for USERNAME_MIN_LENGTH to USERNAME_MAX_LENGTH letters, digits, `_`, `.` or `-` (after trimming). */
export function isValidUsername(username: string): boolean {
  const trimmed = username.trim();
  return trimmed.length >= USERNAME_MIN_LENGTH && trimmed.length <= USERNAME_MAX_LENGTH && USERNAME.test(trimmed);
}

/** True for a whole number from 5 to 120. */
export function isValidAge(age: number): boolean {
  return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX;
}

/** True for an e-mail address the account store accepts (ASCII, a dotted domain), of at most 254 characters. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** True when `value` is a profile sport. */
export function isProfileSport(value: string): value is ProfileSport {
  return (PROFILE_SPORTS as readonly string[]).includes(value);
}

const blank = (value: string) => value.trim().length === 0;

/** Required fields missing, reported once (the spec has one message for all of them). */
function requiredIssue(fields: readonly [AccountField, string][]): AccountIssue[] {
  const missing = fields.find(([, value]) => blank(value));
  return missing ? [{ field: missing[0], key: 'auth.errors.requiredFields' }] : [];
}

/** Profile rules shared by sign-up and the profile editor, after the required-field check. */
function profileIssues(input: ProfileInput): AccountIssue[] {
  const issues: AccountIssue[] = [];
  if (!blank(input.username) && !isValidUsername(input.username)) {
    issues.push({ field: 'username', key: 'auth.errors.usernameInvalid', params: USERNAME_LENGTH_PARAMS });
  }
  for (const field of ['firstName', 'lastName', 'country', 'state', 'city'] as const) {
    if (input[field].trim().length > PROFILE_TEXT_MAX_LENGTH) issues.push({ field, key: 'auth.errors.fieldTooLong' });
  }
  if (input.age !== null && !isValidAge(input.age)) issues.push({ field: 'age', key: 'auth.errors.ageInvalid' });
  if (!input.sports.some(isProfileSport)) issues.push({ field: 'sports', key: 'auth.errors.sportsRequired' });
  return issues;
}

/**
 * Every rule the sign-up form breaks, most important first: required fields, e-mail, username,
 * password strength, confirmation, age, sports. An empty list means the form may be sent.
 * Uniqueness of e-mail and username and the breached-password check need the server.
 */
export function validateSignup(input: SignupInput): AccountIssue[] {
  const issues = requiredIssue([
    ['firstName', input.firstName],
    ['lastName', input.lastName],
    ['email', input.email],
    ['username', input.username],
  ]);
  if (!blank(input.email) && !isValidEmail(input.email))
    issues.push({ field: 'email', key: 'auth.errors.emailInvalid' });
  const passwordKey = signupPasswordIssue(input.password);
  if (passwordKey) {
    issues.push({
      field: 'password',
      key: passwordKey,
      ...(passwordKey === 'auth.errors.passwordTooLong' ? { params: { max: PASSWORD_MAX_LENGTH } } : {}),
    });
  }
  if (!passwordsMatch(input.password, input.confirmPassword)) {
    issues.push({ field: 'confirmPassword', key: 'auth.errors.passwordMismatch' });
  }
  return [...issues, ...profileIssues(input)].sort(byFieldOrder);
}

/** Every rule a profile edit breaks (names and username required, as at sign-up). */
export function validateProfile(input: ProfileInput): AccountIssue[] {
  const issues = requiredIssue([
    ['firstName', input.firstName],
    ['lastName', input.lastName],
    ['username', input.username],
  ]);
  return [...issues, ...profileIssues(input)].sort(byFieldOrder);
}

const FIELD_ORDER: readonly AccountField[] = [
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'confirmPassword',
  'age',
  'skillLevel',
  'sports',
  'country',
  'state',
  'city',
];

/** The required-fields message leads (it is the spec's first check), then the form's order. */
function byFieldOrder(a: AccountIssue, b: AccountIssue): number {
  const lead = (issue: AccountIssue) => (issue.key === 'auth.errors.requiredFields' ? -1 : 0);
  return lead(a) - lead(b) || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field);
}
