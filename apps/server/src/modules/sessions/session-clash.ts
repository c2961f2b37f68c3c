import { wallClockAt } from '@marcador/domain';
import { violatesConstraint } from '../../db/constraint-violation';
import { HttpError } from '../../plugins/error-shape';
import type { CourtSessionRow } from './court-sessions.repository';

/** Postgres exclusion_violation (SQLSTATE 23P01). */
const EXCLUSION_VIOLATION = '23P01';
/** The migration's constraint: two sessions that are not cancelled never overlap on one court. */
const NO_OVERLAP = 'court_sessions_no_overlap';

/** Whether `error` is the no-overlap constraint refusing a session's write (inserts and updates alike). */
export function isSessionClash(error: unknown): boolean {
  return violatesConstraint(error, EXCLUSION_VIOLATION, NO_OVERLAP);
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
