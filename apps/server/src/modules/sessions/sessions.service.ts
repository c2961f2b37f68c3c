import type { CreateSessionRequest, UpdateSessionRequest } from '@marcador/contracts';
import {
  addDays,
  instantAt,
  SESSION_START_LEAD_MINUTES,
  type SessionTime,
  sessionBegun,
  sessionClosed,
  sessionInstants,
  sessionStartable,
  sessionTimeIssue,
  wallClockAt,
} from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { HttpError } from '../../plugins/error-shape';
import { courtsRepository } from '../courts/courts.repository';
import { networkRepository } from '../network/network.repository';
import type { Notifier } from '../notifications/notifier';
import { publishVenueChange } from '../realtime/live-events';
import { managedVenue, venueNotFound } from '../venues/managed-venue';
import { managesVenue } from '../venues/venue-access';
import { type VenueRow, venuesRepository } from '../venues/venues.repository';
import { playsIn, type SessionViewer } from './court-session-presenter';
import { type CourtSessionRow, courtSessionsRepository } from './court-sessions.repository';
import { isSessionClash, sessionClashError } from './session-clash';
import { sessionPlayers } from './session-players';

export interface SessionsDeps {
  db: Db;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

const MINUTE_MS = 60_000;

const sessionNotFound = () => new HttpError(404, 'not_found', 'No such session.');
const unknownCourt = () => new HttpError(400, 'unknown_court', 'The court is not an active court of this venue.');
const closed = () => new HttpError(409, 'session_closed', 'The session is cancelled or finished.');
const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/** The English message of each time problem (the web shows its own copy of the code). */
const TIME_ERRORS = {
  session_ends_before_start: 'The session must end after it starts.',
  session_minutes_out_of_range: 'The session length is out of range.',
  session_in_past: 'The session would start in the past.',
  outside_opening_hours: 'The session is outside the venue’s opening hours.',
} as const;

/** 400 for a time the domain refuses; a length out of range is the schema's `validation_failed`. */
function checkTime(slot: SessionTime, venue: VenueRow, now: Date): void {
  const issue = sessionTimeIssue(slot, { timeZone: venue.timeZone, openingHours: venue.openingHours, now });
  if (!issue) return;
  const code = issue === 'session_minutes_out_of_range' ? 'validation_failed' : issue;
  throw new HttpError(400, code, TIME_ERRORS[issue]);
}

/** The venue's active court of that id (its id and name); 400 `unknown_court` for another venue's or an inactive one. */
async function activeCourt(db: Db, venueId: string, courtId: string): Promise<{ id: string; name: string }> {
  const court = await courtsRepository(db).find(venueId, courtId);
  if (!court?.isActive) throw unknownCourt();
  return { id: court.id, name: court.name };
}

/** What a session notice (added, cancelled) names of its session. */
type NoticeOf = Pick<CourtSessionRow, 'id' | 'startsAt'> & {
  venue: Pick<CourtSessionRow['venue'], 'name' | 'timeZone'>;
  court: Pick<CourtSessionRow['court'], 'name'>;
};

/** What the viewer is to a session: its venue's manager, its booker, one of its players. */
function relation(row: CourtSessionRow, viewer: SessionViewer) {
  const manager = managesVenue(viewer, row.venue);
  const booker = row.createdBy === viewer.user.id;
  const player = playsIn(row, viewer.user.id);
  return { manager, booker, player, reads: manager || booker || player };
}

/**
 * Court sessions (decision 048): booking, changing, cancelling and starting them. Each write runs in
 * one transaction with the notifications of the players it adds (the notifier's e-mails go after the
 * commit); a write that would overlap another session on its court is refused by the database's
 * exclusion constraint and answered 409 `session_clash` naming that session.
 */
export function sessionsService({ db, notifier, log }: SessionsDeps) {
  /**
   * Tells each user with an account (not the actor) about the session: `session_added` to players
   * just added, `session_cancelled` to its players and booker when it is cancelled.
   */
  async function notifyAbout(
    tx: Db,
    kind: 'session_added' | 'session_cancelled',
    row: NoticeOf,
    userIds: readonly string[],
  ): Promise<void> {
    if (userIds.length === 0) return;
    const people = await networkRepository(tx).people(userIds);
    const start = wallClockAt(row.startsAt, row.venue.timeZone);
    const session = {
      id: row.id,
      venueName: row.venue.name,
      courtName: row.court.name,
      date: start.date,
      time: start.time,
    };
    for (const userId of userIds) {
      await notifier.notify(userId, { kind, session }, people.get(userId)?.language ?? 'es', tx);
    }
  }

  /** Runs a write; a clash with another session becomes the 409 that names it. */
  async function writing<T>(
    work: (tx: Db) => Promise<T>,
    asked: () => {
      court: { id: string; name: string };
      startsAt: Date;
      endsAt: Date;
      timeZone: string;
      id: string | null;
    },
  ): Promise<T> {
    try {
      return await transaction(db, work, (error) => log.warn({ err: error }, 'session follow-up failed'));
    } catch (error) {
      if (!isSessionClash(error)) throw error;
      const slot = asked();
      const clash = await courtSessionsRepository(db).clashing(slot.court.id, slot.startsAt, slot.endsAt, slot.id);
      throw sessionClashError(clash, slot, slot.timeZone);
    }
  }

  /** The session locked for a change, with what the viewer is to it; 404 unless they may read it. */
  async function lockedForChange(tx: Db, viewer: SessionViewer, id: string) {
    const sessions = courtSessionsRepository(tx);
    await sessions.lock(id);
    const row = await sessions.findById(id);
    if (!row) throw sessionNotFound();
    const as = relation(row, viewer);
    if (!as.reads) throw sessionNotFound();
    return { sessions, row, as };
  }

  /**
   * The session as a write left it, read once its transaction has committed: the write holds the
   * court's slot (other bookings of it wait on its commit) no longer than it must.
   */
  async function written(id: string): Promise<CourtSessionRow> {
    const row = await courtSessionsRepository(db).findById(id);
    if (!row) throw sessionNotFound();
    return row;
  }

  return {
    /** One session the viewer may read (its venue's managers, its booker, its players); else 404. */
    async read(viewer: SessionViewer, id: string): Promise<CourtSessionRow> {
      const row = await courtSessionsRepository(db).findById(id);
      if (!row || !relation(row, viewer).reads) throw sessionNotFound();
      return row;
    },

    /**
     * Books a court: a manager of the venue for anyone, a player at an active venue for themselves
     * (always among the players). 404 for a venue the viewer may not book at.
     */
    async create(viewer: SessionViewer, request: CreateSessionRequest, now: Date): Promise<CourtSessionRow> {
      const venue = await venuesRepository(db).find(request.venueId);
      if (!venue) throw venueNotFound();
      const manager = managesVenue(viewer, venue);
      if (!manager && !venue.isActive) throw venueNotFound();
      const court = await activeCourt(db, venue.id, request.courtId);
      const slot = { date: request.date, time: request.time, minutes: request.minutes ?? venue.sessionMinutes };
      checkTime(slot, venue, now);
      const author = { userId: viewer.user.id, manager, kept: [] };
      const players = await sessionPlayers(courtSessionsRepository(db), author, request.players ?? []);
      const instants = sessionInstants(slot, venue.timeZone);
      const id = await writing(
        async (tx) => {
          const id = await courtSessionsRepository(tx).insert(
            {
              venueId: venue.id,
              courtId: court.id,
              ...instants,
              notes: request.notes ?? '',
              createdBy: viewer.user.id,
            },
            players,
          );
          const added = players.flatMap((player) =>
            player.userId && player.userId !== viewer.user.id ? [player.userId] : [],
          );
          await notifyAbout(tx, 'session_added', { id, venue, court, startsAt: instants.startsAt }, added);
          // The venue's club TV shows each court's next session.
          await publishVenueChange(tx, venue.id);
          return id;
        },
        () => ({ court, ...instants, timeZone: venue.timeZone, id: null }),
      );
      return written(id);
    },

    /**
     * Changes a session: its venue's managers and its booker (players in it get 403). Closed sessions
     * take no change (409); once begun only notes, players and the status change; `finished` is the
     * managers' alone. Players newly added with accounts are notified.
     */
    async update(
      viewer: SessionViewer,
      id: string,
      changes: UpdateSessionRequest,
      now: Date,
    ): Promise<CourtSessionRow> {
      let asked: { court: { id: string; name: string }; startsAt: Date; endsAt: Date; timeZone: string } | null = null;
      await writing(
        async (tx) => {
          const { sessions, row, as } = await lockedForChange(tx, viewer, id);
          if (!as.manager && !as.booker) throw forbidden('Only the venue or whoever booked it changes a session.');
          if (changes.status === 'finished' && !as.manager) throw forbidden('Only the venue finishes a session.');
          if (sessionClosed(row, now)) throw closed();

          const timeZone = row.venue.timeZone;
          const start = wallClockAt(row.startsAt, timeZone);
          const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS);
          const slot = {
            date: changes.date ?? start.date,
            time: changes.time ?? start.time,
            minutes: changes.minutes ?? minutes,
          };
          const courtId = changes.courtId ?? row.court.id;
          const moved =
            courtId !== row.court.id ||
            slot.date !== start.date ||
            slot.time !== start.time ||
            slot.minutes !== minutes;
          let court = row.court;
          let instants = { startsAt: row.startsAt, endsAt: row.endsAt };
          if (moved) {
            if (sessionBegun(row, now)) throw new HttpError(400, 'session_in_past', TIME_ERRORS.session_in_past);
            const venue = await venuesRepository(tx).find(row.venue.id);
            if (!venue) throw sessionNotFound();
            court = await activeCourt(tx, venue.id, courtId);
            checkTime(slot, venue, now);
            instants = sessionInstants(slot, timeZone);
            asked = { court, ...instants, timeZone };
          }

          const before = row.players.flatMap((player) => (player.userId ? [player.userId] : []));
          const players =
            changes.players &&
            (await sessionPlayers(
              sessions,
              { userId: viewer.user.id, manager: as.manager, kept: before },
              changes.players,
            ));
          await sessions.update(id, court.id, {
            ...(moved ? { courtId: court.id, ...instants } : {}),
            ...(changes.notes === undefined ? {} : { notes: changes.notes }),
            ...(changes.status ? { status: changes.status } : {}),
          });
          if (players) await sessions.replacePlayers(id, players);
          const added = (players ?? []).flatMap((player) =>
            player.userId && player.userId !== viewer.user.id && !before.includes(player.userId) ? [player.userId] : [],
          );
          const notice = { id, venue: row.venue, court, startsAt: instants.startsAt };
          if (changes.status === 'cancelled') {
            // Everyone it was for hears of the cancel; nobody hears of being added to it as well.
            const told = new Set([...before, ...added, ...(row.createdBy ? [row.createdBy] : [])]);
            told.delete(viewer.user.id);
            await notifyAbout(tx, 'session_cancelled', notice, [...told]);
          } else {
            await notifyAbout(tx, 'session_added', notice, added);
          }
          await publishVenueChange(tx, row.venue.id);
        },
        () => {
          if (!asked) throw new Error('a clash without a move');
          return { ...asked, id };
        },
      );
      return written(id);
    },

    /**
     * A match starts from the session (its venue's managers or its players): it is in play from now
     * on. 409 `session_closed` once cancelled or finished, `session_too_early` before the start window.
     */
    async start(viewer: SessionViewer, id: string, now: Date): Promise<CourtSessionRow> {
      return transaction(db, async (tx) => {
        const { sessions, row, as } = await lockedForChange(tx, viewer, id);
        if (!as.manager && !as.player) throw forbidden('Only the venue or the session’s players start it.');
        if (sessionClosed(row, now)) throw closed();
        if (!sessionStartable(row, now)) {
          throw new HttpError(
            409,
            'session_too_early',
            `The session can be started from ${SESSION_START_LEAD_MINUTES} minutes before it begins.`,
          );
        }
        if (row.status === 'in_play') return row;
        await sessions.update(id, row.court.id, { status: 'in_play' });
        await publishVenueChange(tx, row.venue.id);
        return { ...row, status: 'in_play' };
      });
    },

    /** The venue's sessions starting between two of its local dates (inclusive); 404 unless the viewer manages it. */
    async forVenue(viewer: Viewer, venueId: string, dates: { from: string; to: string }, limit: number) {
      const venue = await managedVenue(db, viewer, venueId);
      const from = instantAt(dates.from, '00:00', venue.timeZone);
      const to = instantAt(addDays(dates.to, 1), '00:00', venue.timeZone);
      return courtSessionsRepository(db).forVenue(venue.id, from, to, limit);
    },
  };
}
