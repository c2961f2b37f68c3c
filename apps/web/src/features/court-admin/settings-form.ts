import type { OpeningHours, UpdateVenueSettingsRequest, VenueSettings } from '@marcador/contracts';
import { SESSION_MINUTES_RANGE } from '@marcador/contracts/limits';
import { type DayHoursProblem, dayHoursProblem, timeOfMinutes } from '@marcador/domain';
import { typedWholeNumber } from './typed-number';

/** One weekday of the form: closed, or the hours typed (`HH:MM`; closing may be 24:00). */
export interface DayHoursDraft {
  closed: boolean;
  opens: string;
  closes: string;
}

export interface SettingsValues {
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  timeZone: string;
  sessionMinutes: string;
  /** Monday first, seven days. */
  hours: DayHoursDraft[];
  isActive: boolean;
}

export type SettingsTextField = 'name' | 'address' | 'city' | 'country' | 'phone';
export type SettingsProblem = 'too_short' | 'too_long' | 'required' | 'invalid' | 'out_of_range' | DayHoursProblem;
/** Field -> problem; a day's as `hours.<0-6>`. */
export type SettingsErrors = Partial<
  Record<SettingsTextField | 'timeZone' | 'sessionMinutes' | `hours.${number}`, SettingsProblem>
>;

/** Each text field's bounds (the PATCH schema's, court-admin.ts). */
export const SETTINGS_TEXT_BOUNDS: Record<SettingsTextField, { min: number; max: number }> = {
  name: { min: 2, max: 120 },
  address: { min: 3, max: 200 },
  city: { min: 2, max: 80 },
  country: { min: 2, max: 80 },
  phone: { min: 0, max: 30 },
};

/** A day newly opened in the form: the usual club hours. */
const DEFAULT_DAY = { opens: '08:00', closes: '22:00' } as const;

export function settingsValues(venue: VenueSettings): SettingsValues {
  return {
    name: venue.name,
    address: venue.address,
    city: venue.city,
    country: venue.country,
    phone: venue.phone,
    timeZone: venue.timeZone,
    sessionMinutes: String(venue.sessionMinutes),
    hours: venue.openingHours.map((day) =>
      day ? { closed: false, opens: day.opens, closes: day.closes } : { closed: true, ...DEFAULT_DAY },
    ),
    isActive: venue.isActive,
  };
}

/**
 * The problems of what the form holds. A text kept as stored is not judged: a venue made before these
 * rules (an operator's, with no country) still saves its other changes.
 */
export function settingsErrors(values: SettingsValues, stored: VenueSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of Object.keys(SETTINGS_TEXT_BOUNDS) as SettingsTextField[]) {
    if (values[field].trim() === stored[field]) continue;
    const length = values[field].trim().length;
    const { min, max } = SETTINGS_TEXT_BOUNDS[field];
    if (length > max) errors[field] = 'too_long';
    else if (length < min) errors[field] = length === 0 ? 'required' : 'too_short';
  }
  if (!values.timeZone) errors.timeZone = 'required';
  const minutes = typedWholeNumber(values.sessionMinutes);
  if (Number.isNaN(minutes)) errors.sessionMinutes = 'invalid';
  else if (minutes < SESSION_MINUTES_RANGE.min || minutes > SESSION_MINUTES_RANGE.max) {
    errors.sessionMinutes = 'out_of_range';
  }
  values.hours.forEach((day, index) => {
    const problem = day.closed ? null : dayHoursProblem(day);
    if (problem) errors[`hours.${index}`] = problem;
  });
  return errors;
}

/** The form's fields in page order, for the focus after a refused submit. */
export function firstInvalidSetting(errors: SettingsErrors): string | undefined {
  const order = [
    ...Object.keys(SETTINGS_TEXT_BOUNDS),
    'timeZone',
    'sessionMinutes',
    ...[0, 1, 2, 3, 4, 5, 6].map((d) => `hours.${d}`),
  ];
  return order.find((field) => errors[field as keyof SettingsErrors] !== undefined);
}

/** The PATCH: the fields that differ from the stored venue (closed days as null); empty when nothing changed. */
export function settingsRequest(values: SettingsValues, stored: VenueSettings): UpdateVenueSettingsRequest {
  const openingHours: OpeningHours = values.hours.map((day) =>
    day.closed ? null : { opens: day.opens, closes: day.closes },
  );
  const next = {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    phone: values.phone.trim(),
    timeZone: values.timeZone,
    sessionMinutes: typedWholeNumber(values.sessionMinutes),
    isActive: values.isActive,
  };
  const changes: UpdateVenueSettingsRequest = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => stored[field as keyof typeof next] !== value),
  );
  if (JSON.stringify(openingHours) !== JSON.stringify(stored.openingHours)) changes.openingHours = openingHours;
  return changes;
}

/** Steps of the opening and closing selects, minutes. */
const HOURS_STEP = 30;

/**
 * The times a day's select offers: every half hour (opening from 00:00 to 23:30, closing from 00:30
 * to 24:00), with `current` added in its place when it is off the steps (hours set elsewhere).
 */
export function hourChoices(kind: 'opens' | 'closes', current: string): string[] {
  const first = kind === 'opens' ? 0 : HOURS_STEP;
  const last = kind === 'opens' ? 24 * 60 - HOURS_STEP : 24 * 60;
  const choices: string[] = [];
  for (let minutes = first; minutes <= last; minutes += HOURS_STEP) choices.push(timeOfMinutes(minutes));
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort();
}
