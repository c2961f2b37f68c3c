/**
 * The rules of a club's application to run its venue in the app (decision 047). The API's
 * `venueApplicationRequestSchema` is built from these bounds and checks, and the register form checks
 * with `venueApplicationIssues`, so the two never disagree.
 */
import type { Locale } from '../account/messages';

/** Bounds of each text field, after trimming; `note` and nothing else may be empty. */
export const VENUE_APPLICATION_LIMITS = {
  name: { min: 2, max: 120 },
  address: { min: 3, max: 200 },
  city: { min: 2, max: 80 },
  country: { min: 2, max: 80 },
  phone: { min: 6, max: 30 },
  note: { min: 0, max: 1000 },
} as const;

/** Courts a venue applies with: at least one, at most the venues' own limit (MAX_VENUE_COURTS). */
export const VENUE_APPLICATION_COURTS = { min: 1, max: 30 } as const;

/** What an application says: the club and how to reach it. */
export interface VenueApplicationInput {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  /** IANA time zone name ("Europe/Madrid"); the venue's times are shown in it. */
  readonly timeZone: string;
  readonly phone: string;
  readonly courts: number;
  readonly note: string;
}

export type VenueApplicationField = keyof VenueApplicationInput;
/** The fields in the form's order, which is also the order of the issues. */
export const VENUE_APPLICATION_FIELDS: readonly VenueApplicationField[] = [
  'name',
  'address',
  'city',
  'country',
  'timeZone',
  'phone',
  'courts',
  'note',
];
/** What is wrong with a field. */
export type VenueApplicationProblem = 'required' | 'too_short' | 'too_long' | 'invalid' | 'out_of_range';

export interface VenueApplicationIssue {
  readonly field: VenueApplicationField;
  readonly problem: VenueApplicationProblem;
}

type TextField = keyof typeof VENUE_APPLICATION_LIMITS;

/**
 * A telephone number as people type it: an optional leading +, then digits with spaces, dots,
 * dashes or brackets between them; 6 to 15 digits (E.164's most).
 */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * The canonical spelling of an IANA time zone name ("europe/madrid" -> "Europe/Madrid"), or null
 * when the runtime's time zone data does not know it. Reads Intl's data, no clock: the answer depends
 * only on the name.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.trim() === '' || name !== name.trim()) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function textProblem(field: TextField, value: string): VenueApplicationProblem | null {
  const { min, max } = VENUE_APPLICATION_LIMITS[field];
  const length = value.trim().length;
  if (length === 0) return min > 0 ? 'required' : null;
  if (length < min) return 'too_short';
  return length > max ? 'too_long' : null;
}

/** The phone's problem: its text bounds first, then its shape and count of digits. */
export function phoneProblem(phone: string): VenueApplicationProblem | null {
  const bounds = textProblem('phone', phone);
  if (bounds) return bounds;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  if (!PHONE_SHAPE.test(trimmed) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) return 'invalid';
  return null;
}

function courtsProblem(courts: number): VenueApplicationProblem | null {
  if (!Number.isInteger(courts)) return 'invalid';
  return courts < VENUE_APPLICATION_COURTS.min || courts > VENUE_APPLICATION_COURTS.max ? 'out_of_range' : null;
}

function timeZoneProblem(timeZone: string): VenueApplicationProblem | null {
  if (timeZone.trim() === '') return 'required';
  return canonicalTimeZone(timeZone) === null ? 'invalid' : null;
}

/** One issue per field the application breaks, in the form's order; empty when it may be sent. */
export function venueApplicationIssues(input: VenueApplicationInput): VenueApplicationIssue[] {
  const problems: Record<VenueApplicationField, VenueApplicationProblem | null> = {
    name: textProblem('name', input.name),
    address: textProblem('address', input.address),
    city: textProblem('city', input.city),
    country: textProblem('country', input.country),
    timeZone: timeZoneProblem(input.timeZone),
    phone: phoneProblem(input.phone),
    courts: courtsProblem(input.courts),
    note: textProblem('note', input.note),
  };
  return VENUE_APPLICATION_FIELDS.flatMap((field) => {
    const problem = problems[field];
    return problem ? [{ field, problem }] : [];
  });
}

/**
 * The names a new venue's courts start with, in the applicant's language ("Pista 1" ... or
 * "Court 1" ...): players pick a court by these until the court admin renames them.
 */
export function firstCourtNames(courts: number, locale: Locale): string[] {
  const word = locale === 'es' ? 'Pista' : 'Court';
  return Array.from({ length: courts }, (_, i) => `${word} ${i + 1}`);
}
