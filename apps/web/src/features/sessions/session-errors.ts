import { SESSION_START_LEAD_MINUTES } from '@marcador/domain';
import { ApiRequestError } from '../../lib/api';

/** The `sessions` namespace's message for each error code a booking, change or start can meet. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  validation_failed: 'errors.validation',
  session_in_past: 'errors.inPast',
  session_ends_before_start: 'errors.endsBeforeStart',
  unknown_court: 'errors.unknownCourt',
  outside_opening_hours: 'errors.outsideHours',
  unknown_user: 'errors.unknownUser',
  not_found: 'errors.notFound',
  session_clash: 'errors.clashUnnamed',
  session_closed: 'errors.closed',
  session_too_early: 'errors.tooEarly',
  rate_limited: 'errors.rateLimited',
  network_error: 'errors.offline',
};

/** Every key `sessionErrorMessage` can answer, for the locale test. */
export const SESSION_ERROR_KEYS: readonly string[] = [
  ...new Set([...Object.values(MESSAGE_KEYS), 'errors.clash', 'errors.generic']),
];

/** A message of the `sessions` namespace with what it quotes. */
export interface SessionErrorMessage {
  key: string;
  values?: Record<string, string>;
}

/**
 * What to tell the player when a request about a session fails, in their language: the code's own
 * words; a clash names the other booking (court, day, start and end, the venue's times, from the
 * error's details) when the server gave them; any other 429 as too many requests, else a generic
 * failure. The server's English `message` is never shown.
 */
export function sessionErrorMessage(error: unknown): SessionErrorMessage {
  if (!(error instanceof ApiRequestError)) return { key: 'errors.generic' };
  const { court, date, start, end } = error.details;
  if (error.code === 'session_clash' && court && date && start && end)
    return { key: 'errors.clash', values: { court, date, start, end } };
  if (error.code === 'session_too_early')
    return { key: 'errors.tooEarly', values: { minutes: String(SESSION_START_LEAD_MINUTES) } };
  return { key: MESSAGE_KEYS[error.code] ?? (error.status === 429 ? 'errors.rateLimited' : 'errors.generic') };
}
