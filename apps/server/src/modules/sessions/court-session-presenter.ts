import type { CourtSession } from '@marcador/contracts';
import { sessionClosed, sessionStartable, sessionStatusAt, wallClockAt } from '@marcador/domain';
import type { Viewer } from '../../plugins/auth';
import { managesVenue } from '../venues/venue-access';
import type { CourtSessionRow } from './court-sessions.repository';

/** Who reads a session: what they may do with it follows from their id and roles. */
export type SessionViewer = Pick<Viewer, 'user' | 'roles'>;

const MINUTE_MS = 60_000;

/** True when the viewer is one of the session's players with an account. */
export const playsIn = (row: Pick<CourtSessionRow, 'players'>, userId: string) =>
  row.players.some((player) => player.userId === userId);

/**
 * The one way a session leaves the API (decision 048): instants in UTC and the same times on the
 * venue's wall clock, the status as read at `now` (past its end, scheduled or in play reads
 * finished), and what the viewer may do: edit (the venue's managers and its booker, while it is not
 * closed) and start (managers and its players, within the domain's start window).
 */
export function toCourtSession(row: CourtSessionRow, viewer: SessionViewer, now: Date): CourtSession {
  const start = wallClockAt(row.startsAt, row.venue.timeZone);
  const end = wallClockAt(row.endsAt, row.venue.timeZone);
  const manager = managesVenue(viewer, row.venue);
  const open = !sessionClosed(row, now);
  return {
    id: row.id,
    venue: { id: row.venue.id, name: row.venue.name, address: row.venue.address, timeZone: row.venue.timeZone },
    court: row.court,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    localDate: start.date,
    localStart: start.time,
    // A session that runs past midnight ends on the next day's clock; the end time is enough to read.
    localEnd: end.time,
    minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS),
    status: sessionStatusAt(row, now),
    players: row.players,
    notes: row.notes,
    createdBy: row.createdBy,
    canEdit: open && (manager || row.createdBy === viewer.user.id),
    canStart: (manager || playsIn(row, viewer.user.id)) && sessionStartable(row, now),
  };
}
