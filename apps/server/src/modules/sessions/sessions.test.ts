import { instantAt } from '@marcador/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/after-commit';
import type { Database, Db } from '../../db/database';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from '../network/network.repository';
import { storePlayer } from '../network/test-network';
import { notificationsRepository } from '../notifications/notifications.repository';
import { storeSession, storeVenue, TEST_TIME_ZONE, venueDay } from './test-sessions';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
let manager: TestUser;
let player: TestUser;
let stranger: TestUser;
let admin: TestUser;
/** The manager's venue: two courts, open round the clock. */
let venue: { venueId: string; courtIds: string[] };
beforeAll(async () => {
  ctx = await createTestApp();
  [manager, player, stranger, admin] = await Promise.all([
    createUser(ctx, { roles: ['court_admin'] }),
    createUser(ctx, { form: { firstName: 'Lucía', lastName: 'Vega' } }),
    createUser(ctx),
    createUser(ctx, { roles: ['admin'] }),
  ]);
  venue = await storeVenue(ctx.database.db, manager.id);
});
afterAll(() => ctx.close());

const as = (user: TestUser) => sendAs(ctx, user);

/**
 * Resolves once another connection waits on a lock (PostgreSQL), so the step after it runs while a
 * request is held; PGlite serves one transaction at a time, so there the request waits anyway.
 */
async function waitingOnALock(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await database.db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the booking never waited for the open write');
}

/** A unique hour of a future day for each test, so tests never clash with each other's sessions. */
let nextDay = 1;
const freshDay = () => venueDay(nextDay++);
const booking = (overrides: Record<string, unknown> = {}) => ({
  venueId: venue.venueId,
  courtId: venue.courtIds[0],
  date: freshDay(),
  time: '18:00',
  ...overrides,
});
const MINUTE_MS = 60_000;

describe('booking a session', () => {
  it('a manager books for a player and a typed name; the player is told, reads it and lists it', async () => {
    const body = booking({ players: [{ userId: player.id }, { name: '  Ana  ' }], notes: 'Clase' });
    const created = await as(manager)('POST', '/api/sessions', body);
    expect(created.statusCode, created.body).toBe(201);
    const { session } = created.json();
    expect(session).toMatchObject({
      venue: { id: venue.venueId, name: 'Club Central', address: 'Calle Mayor 1', timeZone: TEST_TIME_ZONE },
      court: { id: venue.courtIds[0], name: 'Pista 1' },
      localDate: body.date,
      localStart: '18:00',
      localEnd: '19:00',
      minutes: 60,
      status: 'scheduled',
      players: [
        { userId: player.id, name: 'Lucía Vega' },
        { userId: null, name: 'Ana' },
      ],
      notes: 'Clase',
      createdBy: manager.id,
      canEdit: true,
      canStart: false,
    });
    expect(new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime()).toBe(60 * MINUTE_MS);

    const [notice] = await notificationsRepository(ctx.database.db).latest(player.id);
    expect(notice).toMatchObject({
      kind: 'session_added',
      title: 'Te han añadido a una sesión',
      link: `/sessions/${session.id}`,
    });
    expect(notice?.message).toMatch(/^Club Central, Pista 1: \p{L}+, \d+ de \p{L}+ a las 18:00\.$/u);

    const read = await as(player)('GET', `/api/sessions/${session.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().session).toMatchObject({ id: session.id, canEdit: false, canStart: false });
    const mine = await as(player)('GET', '/api/sessions');
    expect(mine.json().sessions.map((s: { id: string }) => s.id)).toContain(session.id);

    expect((await as(stranger)('GET', `/api/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await as(admin)('GET', `/api/sessions/${session.id}`)).statusCode).toBe(200);
  });

  it('tells a player who reads English in English', async () => {
    const reader = await storePlayer(ctx.database.db, { language: 'en' });
    const created = await as(manager)(
      'POST',
      '/api/sessions',
      booking({ time: '08:30', players: [{ userId: reader }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [notice] = await notificationsRepository(ctx.database.db).latest(reader);
    expect(notice).toMatchObject({
      title: 'You were added to a session',
      link: `/sessions/${created.json().session.id}`,
    });
    expect(notice?.message).toMatch(/^Club Central, Pista 1: \p{L}+ \d+ \p{L}+ at 08:30\.$/u);
  });

  it('refuses an overlap naming the session it clashes with; back to back and after a cancel it books', async () => {
    const date = freshDay();
    const first = await as(manager)('POST', '/api/sessions', booking({ date, time: '10:00', minutes: 90 }));
    expect(first.statusCode, first.body).toBe(201);

    const clash = await as(manager)('POST', '/api/sessions', booking({ date, time: '11:00' }));
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().error).toEqual({
      code: 'session_clash',
      message: `Pista 1 is already booked on ${date} from 10:00 to 11:30.`,
      details: { court: 'Pista 1', date, start: '10:00', end: '11:30' },
    });

    const otherCourt = await as(manager)(
      'POST',
      '/api/sessions',
      booking({ date, time: '11:00', courtId: venue.courtIds[1] }),
    );
    expect(otherCourt.statusCode, otherCourt.body).toBe(201);
    const backToBack = await as(manager)('POST', '/api/sessions', booking({ date, time: '11:30' }));
    expect(backToBack.statusCode, backToBack.body).toBe(201);

    const cancel = await as(manager)('PATCH', `/api/sessions/${first.json().session.id}`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().session).toMatchObject({ status: 'cancelled', canEdit: false });
    const again = await as(manager)('POST', '/api/sessions', booking({ date, time: '10:00' }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('exactly one of 15 simultaneous bookings of one slot wins; the others are told of the clash', async () => {
    const body = booking({ time: '20:00' });
    const answers = await Promise.all(Array.from({ length: 15 }, () => as(manager)('POST', '/api/sessions', body)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(14);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.details).toEqual({ court: 'Pista 1', date: body.date, start: '20:00', end: '21:00' });
    }
  });

  it('a booking waits for the court’s open write: two writes never wait on each other (no deadlock)', async () => {
    // Under an exclusion constraint an insert that meets another's uncommitted overlapping row waits
    // for it; two such inserts waiting on each other are a deadlock PostgreSQL breaks by failing one
    // (a 500). Here a write holds 09:00-10:00 open while a player books 09:30-10:30, then the write
    // adds 10:00-11:00, which overlaps the booking: unless the booking waited for its turn before
    // inserting, each would wait on the other.
    const date = freshDay();
    const courtId = venue.courtIds[0] as string;
    const stored = (tx: Db, time: string) =>
      storeSession(tx, {
        venueId: venue.venueId,
        courtId,
        createdBy: manager.id,
        startsAt: instantAt(date, time, TEST_TIME_ZONE),
        minutes: 60,
      });
    let booked: ReturnType<ReturnType<typeof as>> | undefined;
    await transaction(ctx.database.db, async (tx) => {
      await stored(tx, '09:00');
      booked = as(player)('POST', '/api/sessions', booking({ date, time: '09:30' }));
      await waitingOnALock(ctx.database);
      await stored(tx, '10:00');
    });
    const answer = await (booked as NonNullable<typeof booked>);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: 'session_clash',
      details: { court: 'Pista 1', date, start: '09:00', end: '10:00' },
    });
  });

  it.each([
    ['a start in the past', () => booking({ date: venueDay(-1) }), 'session_in_past'],
    ['a length under the least', () => booking({ minutes: 10 }), 'validation_failed'],
    [
      'an unknown account',
      () => booking({ players: [{ userId: '00000000-0000-4000-8000-000000000001' }] }),
      'unknown_user',
    ],
    ['a time that is not one', () => booking({ time: '25:00' }), 'validation_failed'],
  ])('refuses %s (400)', async (_name, body, code) => {
    const answer = await as(manager)('POST', '/api/sessions', body());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.code).toBe(code);
  });

  it('refuses a time outside the opening hours, and courts of another venue or inactive', async () => {
    const closedSunday = Array.from({ length: 7 }, (_, day) =>
      day === 6 ? null : { opens: '08:00', closes: '22:00' },
    );
    const hours = await storeVenue(ctx.database.db, manager.id, { openingHours: closedSunday });
    const late = await as(manager)(
      'POST',
      '/api/sessions',
      booking({ venueId: hours.venueId, courtId: hours.courtIds[0], time: '21:30' }),
    );
    expect(late.json().error.code).toBe('outside_opening_hours');

    const other = await storeVenue(ctx.database.db, stranger.id);
    const foreign = await as(manager)('POST', '/api/sessions', booking({ courtId: other.courtIds[0] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('unknown_court');
  });

  it('a player books for themselves, first among the players, naming connections and names only', async () => {
    const friend = await storePlayer(ctx.database.db);
    await networkRepository(ctx.database.db).connect(player.id, friend);
    const booked = await as(player)(
      'POST',
      '/api/sessions',
      booking({ players: [{ userId: friend }, { name: 'Ana' }] }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().session.players.map((p: { userId: string | null }) => p.userId)).toEqual([
      player.id,
      friend,
      null,
    ]);
    expect(booked.json().session).toMatchObject({ createdBy: player.id, canEdit: true });
    // The friend is told; the booker is not.
    expect((await notificationsRepository(ctx.database.db).latest(friend))[0]?.kind).toBe('session_added');

    const notConnected = await as(player)('POST', '/api/sessions', booking({ players: [{ userId: stranger.id }] }));
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json().error.code).toBe('unknown_user');
    const five = await as(player)(
      'POST',
      '/api/sessions',
      booking({ players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) }),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json().error.code).toBe('validation_failed');
  });

  it('a player cannot book at an inactive venue nor list a venue; its manager and admins can', async () => {
    const inactive = await storeVenue(ctx.database.db, manager.id, { isActive: false });
    const refused = await as(player)(
      'POST',
      '/api/sessions',
      booking({ venueId: inactive.venueId, courtId: inactive.courtIds[0] }),
    );
    expect(refused.statusCode).toBe(404);
    const managed = await as(manager)(
      'POST',
      '/api/sessions',
      booking({ venueId: inactive.venueId, courtId: inactive.courtIds[0] }),
    );
    expect(managed.statusCode, managed.body).toBe(201);

    const from = venueDay(0);
    const url = `/api/venues/${inactive.venueId}/sessions?from=${from}&to=${venueDay(61)}`;
    expect((await as(player)('GET', url)).statusCode).toBe(404);
    expect((await as(stranger)('GET', url)).statusCode).toBe(404);
    const listed = await as(admin)('GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().sessions.map((s: { id: string }) => s.id)).toEqual([managed.json().session.id]);

    const tooLong = await as(manager)(
      'GET',
      `/api/venues/${inactive.venueId}/sessions?from=${from}&to=${venueDay(62)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    const backwards = await as(manager)(
      'GET',
      `/api/venues/${inactive.venueId}/sessions?from=${venueDay(1)}&to=${from}`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('changing a session', () => {
  it('its booker moves it and adds a player (told); its players may not change it; strangers see nothing', async () => {
    const friend = await storePlayer(ctx.database.db);
    await networkRepository(ctx.database.db).connect(manager.id, friend);
    const created = await as(manager)('POST', '/api/sessions', booking({ players: [{ userId: player.id }] }));
    const { id, localDate } = created.json().session;

    const moved = await as(manager)('PATCH', `/api/sessions/${id}`, {
      time: '19:30',
      minutes: 45,
      courtId: venue.courtIds[1],
      players: [{ userId: player.id }, { userId: friend }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().session).toMatchObject({
      localDate,
      localStart: '19:30',
      localEnd: '20:15',
      minutes: 45,
      court: { name: 'Pista 2' },
    });
    expect((await notificationsRepository(ctx.database.db).latest(friend))[0]?.kind).toBe('session_added');
    // The player already in it is not told again.
    expect(
      (await notificationsRepository(ctx.database.db).latest(player.id)).filter((n) => n.link === `/sessions/${id}`),
    ).toHaveLength(1);

    expect((await as(player)('PATCH', `/api/sessions/${id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await as(stranger)('PATCH', `/api/sessions/${id}`, { notes: 'x' })).statusCode).toBe(404);
    const past = await as(manager)('PATCH', `/api/sessions/${id}`, { date: venueDay(-1) });
    expect(past.json().error.code).toBe('session_in_past');
  });

  it('a moved session clashing names the other; a begun one changes notes only; closed ones change nothing', async () => {
    const date = freshDay();
    const a = (await as(manager)('POST', '/api/sessions', booking({ date, time: '09:00' }))).json().session;
    const b = (await as(manager)('POST', '/api/sessions', booking({ date, time: '12:00' }))).json().session;
    const clash = await as(manager)('PATCH', `/api/sessions/${b.id}`, { time: '09:30' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details).toEqual({ court: 'Pista 1', date, start: '09:00', end: '10:00' });
    expect((await as(manager)('GET', `/api/sessions/${b.id}`)).json().session.localStart).toBe('12:00');

    const begun = await storeSession(ctx.database.db, {
      venueId: venue.venueId,
      courtId: venue.courtIds[1] as string,
      createdBy: manager.id,
      startsAt: new Date(Date.now() - 10 * MINUTE_MS),
      minutes: 60,
    });
    const noted = await as(manager)('PATCH', `/api/sessions/${begun}`, { notes: 'Pista mojada' });
    expect(noted.statusCode, noted.body).toBe(200);
    const moveBegun = await as(manager)('PATCH', `/api/sessions/${begun}`, { minutes: 90 });
    expect(moveBegun.json().error.code).toBe('session_in_past');

    const finished = await as(manager)('PATCH', `/api/sessions/${a.id}`, { status: 'finished' });
    expect(finished.json().session.status).toBe('finished');
    for (const change of [{ notes: 'x' }, { status: 'cancelled' }]) {
      const refused = await as(manager)('PATCH', `/api/sessions/${a.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('session_closed');
    }
  });

  it("a player's own booking: they cancel it but do not finish it", async () => {
    const { id } = (await as(player)('POST', '/api/sessions', booking())).json().session;
    expect((await as(player)('PATCH', `/api/sessions/${id}`, { status: 'finished' })).statusCode).toBe(403);
    const cancelled = await as(player)('PATCH', `/api/sessions/${id}`, { status: 'cancelled' });
    expect(cancelled.json().session.status).toBe('cancelled');
  });

  it('a cancel tells its players and its booker, never the one who cancelled', async () => {
    const reader = await storePlayer(ctx.database.db, { language: 'en' });
    const booked = await as(player)('POST', '/api/sessions', booking());
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json().session;
    const players = [{ userId: player.id }, { userId: reader }];
    expect((await as(manager)('PATCH', `/api/sessions/${id}`, { players })).statusCode).toBe(200);
    const cancelled = await as(manager)('PATCH', `/api/sessions/${id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const notices = notificationsRepository(ctx.database.db);
    const [toBooker] = await notices.latest(player.id);
    expect(toBooker).toMatchObject({ kind: 'session_cancelled', title: 'Sesión cancelada', link: `/sessions/${id}` });
    expect(toBooker?.message).toMatch(
      /^Club Central, Pista 1: \p{L}+, \d+ de \p{L}+ a las 18:00\. Ya no se juega: la pista queda libre\.$/u,
    );
    const [toPlayer] = await notices.latest(reader);
    expect(toPlayer).toMatchObject({ kind: 'session_cancelled', title: 'Session cancelled' });
    expect((await notices.latest(manager.id)).some((notice) => notice.link === `/sessions/${id}`)).toBe(false);
  });
});

describe('starting a session', () => {
  it('its player starts it within the window: in play, with the club and the minutes left', async () => {
    const own = await storeVenue(ctx.database.db, manager.id, { courtCount: 1 });
    const id = await storeSession(
      ctx.database.db,
      {
        venueId: own.venueId,
        courtId: own.courtIds[0] as string,
        createdBy: manager.id,
        startsAt: new Date(Date.now() - 20 * MINUTE_MS),
        minutes: 60,
      },
      [{ userId: player.id, name: 'Lucía Vega' }],
    );
    expect((await as(player)('GET', `/api/sessions/${id}`)).json().session.canStart).toBe(true);
    expect((await as(stranger)('POST', `/api/sessions/${id}/start`)).statusCode).toBe(404);
    const started = await as(player)('POST', `/api/sessions/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const { session, club } = started.json();
    expect(session.status).toBe('in_play');
    expect(club).toMatchObject({
      id: own.venueId,
      name: 'Club Central',
      address: 'Calle Mayor 1',
      courtName: 'Pista 1',
    });
    expect(club.sessionDuration).toBeGreaterThanOrEqual(39);
    expect(club.sessionDuration).toBeLessThanOrEqual(41);
    // Starting again (a second device) answers the same.
    expect((await as(manager)('POST', `/api/sessions/${id}/start`)).statusCode).toBe(200);
  });

  it('refuses a session too early to start and a cancelled one', async () => {
    const { id } = (await as(manager)('POST', '/api/sessions', booking({ players: [{ userId: player.id }] }))).json()
      .session;
    const early = await as(player)('POST', `/api/sessions/${id}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('session_too_early');
    await as(manager)('PATCH', `/api/sessions/${id}`, { status: 'cancelled' });
    const cancelled = await as(player)('POST', `/api/sessions/${id}/start`);
    expect(cancelled.json().error.code).toBe('session_closed');
  });
});

describe('my sessions', () => {
  it('pages upcoming soonest first and past newest first, booked by me or with me in them', async () => {
    const me = await createUser(ctx);
    const base = Date.now();
    const hour = 60 * MINUTE_MS;
    // 23 ahead (one booked by me, the rest with me as a player) and 3 behind, on one court of its own.
    const own = await storeVenue(ctx.database.db, manager.id, { courtCount: 1 });
    const at = (offsetHours: number, createdBy: string, players: { userId: string; name: string }[]) =>
      storeSession(
        ctx.database.db,
        {
          ...own,
          courtId: own.courtIds[0] as string,
          createdBy,
          startsAt: new Date(base + offsetHours * hour),
          minutes: 60,
        },
        players,
      );
    const ahead = [await at(2, me.id, [])];
    for (let h = 3; h < 25; h++) ahead.push(await at(h, manager.id, [{ userId: me.id, name: 'Yo' }]));
    const behind = [];
    for (const h of [-2, -4, -6]) behind.push(await at(h, manager.id, [{ userId: me.id, name: 'Yo' }]));
    await at(40, manager.id, []); // not mine

    const first = (await as(me)('GET', '/api/sessions')).json();
    expect(first.sessions.map((s: { id: string }) => s.id)).toEqual(ahead.slice(0, 20));
    const second = (await as(me)('GET', `/api/sessions?cursor=${first.nextCursor}`)).json();
    expect(second.sessions.map((s: { id: string }) => s.id)).toEqual(ahead.slice(20));
    expect(second.nextCursor).toBeNull();
    const past = (await as(me)('GET', '/api/sessions?when=past')).json();
    expect(past.sessions.map((s: { id: string }) => s.id)).toEqual(behind);
    expect(past.sessions[0].status).toBe('finished');

    const bad = await as(me)('GET', '/api/sessions?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_cursor');
  });
});
