import type { VenueApplication, VenueApplicationRequest } from '@marcador/contracts';
import {
  VENUE_APPLICATION_COURTS,
  VENUE_APPLICATION_FIELDS,
  VENUE_APPLICATION_LIMITS,
  type VenueApplicationField,
  type VenueApplicationProblem,
  venueApplicationIssues,
} from '@marcador/domain';

/** What the form holds: every field as typed (the number of courts too, until it is sent). */
export type RegisterValues = Record<VenueApplicationField, string>;

/** Field -> the problem to show, looked up as `register.errors.<field>.<problem>`. */
export type RegisterErrors = Partial<Record<VenueApplicationField, VenueApplicationProblem>>;

/** Longest text each field takes (the inputs' maxLength; the domain's bounds). */
export const FIELD_MAX_LENGTH: Partial<Record<VenueApplicationField, number>> = {
  name: VENUE_APPLICATION_LIMITS.name.max,
  address: VENUE_APPLICATION_LIMITS.address.max,
  city: VENUE_APPLICATION_LIMITS.city.max,
  country: VENUE_APPLICATION_LIMITS.country.max,
  phone: VENUE_APPLICATION_LIMITS.phone.max,
  note: VENUE_APPLICATION_LIMITS.note.max,
};

export const COURTS_RANGE = VENUE_APPLICATION_COURTS;

/**
 * A new form: the browser's time zone, or the previous application's values when a rejected one is
 * sent again (the club corrects what the reason named instead of typing everything anew).
 */
export function initialValues(browserTimeZone: string, previous: VenueApplication | null): RegisterValues {
  if (previous) {
    const { name, address, city, country, timeZone, phone, courts, note } = previous;
    return { name, address, city, country, timeZone, phone, courts: String(courts), note };
  }
  return { name: '', address: '', city: '', country: '', timeZone: browserTimeZone, phone: '', courts: '1', note: '' };
}

/** The typed number of courts: digits only, else NaN (the domain calls it invalid). */
function courtsOf(typed: string): number {
  return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The request the form sends: texts trimmed, the courts as a number. */
export function toRequest(values: RegisterValues): VenueApplicationRequest {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    timeZone: values.timeZone,
    phone: values.phone.trim(),
    courts: courtsOf(values.courts),
    note: values.note.trim(),
  };
}

/** The domain's issues (the server's rules) of what the form holds, one per field. */
export function registerErrors(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const { field, problem } of venueApplicationIssues(toRequest(values) as Required<VenueApplicationRequest>)) {
    errors[field] ??= problem;
  }
  return errors;
}

/** The first field with an error, in the page's order (it takes the focus). */
export function firstInvalid(errors: RegisterErrors): VenueApplicationField | undefined {
  return VENUE_APPLICATION_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * The time zones the select offers: the runtime's IANA list, with `current` (the browser's or the
 * previous application's) added when the list lacks it (some runtimes list no "UTC").
 */
export function timeZoneChoices(supported: readonly string[], current: string): string[] {
  return current === '' || supported.includes(current) ? [...supported] : [current, ...supported];
}
