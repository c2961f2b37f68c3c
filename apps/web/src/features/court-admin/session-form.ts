import type { CourtSession, CreateSessionRequest, SessionPlayerInput, UpdateSessionRequest } from '@marcador/contracts';
import { MAX_SESSION_PLAYERS, SESSION_MINUTES_RANGE, SESSION_NOTES_MAX_LENGTH } from '@marcador/contracts/limits';
import { typedWholeNumber } from './typed-number';
import { isLocalDate } from './venue-calendar';

/** A player of the form: a registered player (found by the search) or a typed name. */
export interface SessionPlayerDraft {
  userId: string | null;
  name: string;
}

/** What the session form holds, as typed (the minutes too, until sent). */
export interface SessionFormValues {
  courtId: string;
  date: string;
  time: string;
  minutes: string;
  players: SessionPlayerDraft[];
  notes: string;
}

export type SessionFormField = 'courtId' | 'date' | 'time' | 'minutes' | 'notes';
/** Field -> problem, shown as `courtAdmin.sessionForm.errors.<field>.<problem>`. */
export type SessionFormErrors = Partial<Record<SessionFormField, 'required' | 'invalid' | 'out_of_range' | 'too_long'>>;

/** The fields in the form's order: the first with a problem takes the focus. */
export const SESSION_FORM_FIELDS: readonly SessionFormField[] = ['courtId', 'date', 'time', 'minutes', 'notes'];

/**
 * A new session: the first active court, the day shown in the list (or the venue's today), no time
 * yet, the venue's default length.
 */
export function newSessionValues(courtId: string, date: string, sessionMinutes: number): SessionFormValues {
  return { courtId, date, time: '', minutes: String(sessionMinutes), players: [], notes: '' };
}

/** An existing session's values, in the venue's wall clock as the API gives them. */
export function sessionValues(session: CourtSession): SessionFormValues {
  return {
    courtId: session.court.id,
    date: session.localDate,
    time: session.localStart,
    minutes: String(session.minutes),
    players: session.players.map(({ userId, name }) => ({ userId, name })),
    notes: session.notes,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The problems of what the form holds, by the API's rules (court-admin.ts); the server says the rest. */
export function sessionFormErrors(values: SessionFormValues): SessionFormErrors {
  const errors: SessionFormErrors = {};
  if (!values.courtId) errors.courtId = 'required';
  if (!values.date) errors.date = 'required';
  else if (!isLocalDate(values.date)) errors.date = 'invalid';
  if (!values.time) errors.time = 'required';
  else if (!TIME.test(values.time)) errors.time = 'invalid';
  const minutes = typedWholeNumber(values.minutes);
  if (!values.minutes.trim()) errors.minutes = 'required';
  else if (Number.isNaN(minutes)) errors.minutes = 'invalid';
  else if (minutes < SESSION_MINUTES_RANGE.min || minutes > SESSION_MINUTES_RANGE.max) errors.minutes = 'out_of_range';
  if (values.notes.trim().length > SESSION_NOTES_MAX_LENGTH) errors.notes = 'too_long';
  return errors;
}

export function firstInvalid(errors: SessionFormErrors): SessionFormField | undefined {
  return SESSION_FORM_FIELDS.find((field) => errors[field] !== undefined);
}

/** The players as the API takes them: accounts by id, typed names trimmed, blanks dropped. */
function playerInputs(players: readonly SessionPlayerDraft[]): SessionPlayerInput[] {
  return players.flatMap((player): SessionPlayerInput[] => {
    if (player.userId) return [{ userId: player.userId }];
    const name = player.name.trim();
    return name ? [{ name }] : [];
  });
}

/** POST /api/sessions for the venue. */
export function createRequest(venueId: string, values: SessionFormValues): CreateSessionRequest {
  return {
    venueId,
    courtId: values.courtId,
    date: values.date,
    time: values.time,
    minutes: typedWholeNumber(values.minutes),
    players: playerInputs(values.players),
    notes: values.notes.trim(),
  };
}

/** PATCH /api/sessions/{id}: every field of the form (the server keeps what did not change). */
export function updateRequest(values: SessionFormValues): UpdateSessionRequest {
  const { venueId: _venue, ...fields } = createRequest('', values);
  return fields;
}

/** Whether one more player fits (a session holds four: doubles). */
export function canAddPlayer(players: readonly SessionPlayerDraft[]): boolean {
  return players.length < MAX_SESSION_PLAYERS;
}

/**
 * Adds a player unless the session is full or they are already in it (the same account, or the same
 * typed name ignoring case); returns the list unchanged otherwise.
 */
export function withPlayer(players: readonly SessionPlayerDraft[], player: SessionPlayerDraft): SessionPlayerDraft[] {
  const name = player.name.trim();
  if (!canAddPlayer(players) || !name) return [...players];
  const taken = players.some((other) =>
    player.userId ? other.userId === player.userId : !other.userId && other.name.toLowerCase() === name.toLowerCase(),
  );
  return taken ? [...players] : [...players, { userId: player.userId, name }];
}
