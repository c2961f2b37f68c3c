import { wallClockAt } from '@marcador/domain';
import { HttpError } from '../../plugins/error-shape';
import type { CourtSessionRow } from './court-sessions.repository';

/** Postgres exclusion_violation (SQLSTATE 23P01). */
const EXCLUSION_VIOLATION = '23P01';
/** The migration's constraint: two sessions that are not cancelled never overlap on one court. */
const NO_OVERLAP = 'court_sessions_no_overlap';

/**
 * Whether `error` (or a driver error it wraps: drizzle's DrizzleQueryError) is the no-overlap
 * constraint refusing a session: the database, not a read before the write, decides between two
 * requests for one slot. PGlite names the constraint in the message only, PostgreSQL in `constraint` too.
 */
export function isSessionClash(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    const message = String((current as { message?: unknown }).message ?? '');
    if (code === EXCLUSION_VIOLATION && (constraint === NO_OVERLAP || message.includes(NO_OVERLAP))) return true;
  }
  return false;
}

/**
 * 409 `session_clash` naming the session a write clashed with: its court and its day and times on
 * the venue's clock, in `details` for the web's own copy and in an English message. `clash` is null
 * when that session was cancelled between the refusal and the read: the court and times asked for
 * are named instead.
 */
export function sessionClashError(
  clash: Pick<CourtSessionRow, 'court' | 'startsAt' | 'endsAt'> | null,
  asked: Pick<CourtSessionRow, 'court' | 'startsAt' | 'endsAt'>,
  timeZone: string,
): HttpError {
  const other = clash ?? asked;
  const start = wallClockAt(other.startsAt, timeZone);
  const end = wallClockAt(other.endsAt, timeZone);
  const details = { court: other.court.name, date: start.date, start: start.time, end: end.time };
  return new HttpError(
    409,
    'session_clash',
    `${details.court} is already booked on ${details.date} from ${details.start} to ${details.end}.`,
    details,
  );
}
