import { addDays, instantAt, mondayOf, wallClockAt } from '@marcador/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { storePlayer } from '../network/test-network';
import { courtSessionsRepository, type SessionPlayerRow } from '../sessions/court-sessions.repository';
import { storeSession } from '../sessions/test-sessions';
import { courtAdminWithVenue, zoneNearNoon } from '../venues/test-venues';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let player: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  player = await createUser(ctx);
});
afterAll(() => ctx.close());

const MINUTE_MS = 60_000;

/** A stored session, with its players and, when given, a status other than scheduled; its id. */
async function booked(session: {
  venueId: string;
  courtId: string;
  createdBy: string;
  startsAt: Date;
  minutes: number;
  players?: SessionPlayerRow[];
  status?: 'cancelled';
}): Promise<string> {
  const { players = [], status, ...at } = session;
  const id = await storeSession(ctx.database.db, at, players);
  if (status) await courtSessionsRepository(ctx.database.db).update(id, at.courtId, { status });
  return id;
}

/** A venue with three courts, the third switched off; its courts' ids in order. */
async function venueWithCourts(fields: { timeZone?: string } = {}) {
  const { admin, venueId } = await courtAdminWithVenue(ctx, fields, ['Pista 1', 'Pista 2', 'Pista 3']);
  const courts = (await sendAs(ctx, admin)('GET', `/api/venues/${venueId}/courts`)).json().courts as { id: string }[];
  const ids = courts.map((court) => court.id);
  await sendAs(ctx, admin)('PATCH', `/api/venues/${venueId}/courts/${ids[2]}`, { isActive: false });
  return { admin, venueId, courtIds: ids };
}

describe('the availability of a day', () => {
  it("answers the day's hours and each active court's taken slots, without names", async () => {
    const { admin, venueId, courtIds } = await venueWithCourts();
    const [one = '', two = ''] = courtIds;
    const at = (date: string, time: string) => instantAt(date, time, 'Europe/Madrid');
    const base = { venueId, createdBy: admin.id, players: [{ userId: null, name: 'Ana' }] };
    await booked({ ...base, courtId: one, startsAt: at('2026-12-07', '18:00'), minutes: 90 });
    await booked({ ...base, courtId: one, startsAt: at('2026-12-07', '10:00'), minutes: 60 });
    await booked({
      ...base,
      courtId: two,
      startsAt: at('2026-12-07', '12:00'),
      minutes: 60,
      status: 'cancelled',
    });
    await booked({ ...base, courtId: two, startsAt: at('2026-12-06', '22:30'), minutes: 120 });
    await booked({ ...base, courtId: two, startsAt: at('2026-12-08', '10:00'), minutes: 60 });

    const response = await sendAs(ctx, player)('GET', `/api/venues/${venueId}/availability?date=2026-12-07`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      venue: { id: venueId, name: 'Club Central', timeZone: 'Europe/Madrid', sessionMinutes: 90 },
      date: '2026-12-07',
      hours: { opens: '07:00', closes: '23:00' },
      courts: [
        {
          id: one,
          name: 'Pista 1',
          surface: 'hard',
          indoor: false,
          busy: [
            { start: '10:00', end: '11:00' },
            { start: '18:00', end: '19:30' },
          ],
        },
        { id: two, name: 'Pista 2', surface: 'hard', indoor: false, busy: [{ start: '00:00', end: '00:30' }] },
      ],
    });
    expect(response.body).not.toContain('Ana');
  });

  it('reads a closed day as null hours', async () => {
    const { admin, venueId } = await venueWithCourts();
    const closedSunday = [...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '21:00' })), null];
    await sendAs(ctx, admin)('PATCH', `/api/venues/${venueId}/settings`, { openingHours: closedSunday });
    const sunday = await sendAs(ctx, player)('GET', `/api/venues/${venueId}/availability?date=2026-12-13`);
    expect(sunday.json().hours).toBeNull();
  });

  it('hides an inactive venue from players (404) but not from its managers', async () => {
    const { admin, venueId } = await venueWithCourts();
    await sendAs(ctx, admin)('PATCH', `/api/venues/${venueId}/settings`, { isActive: false });
    const url = `/api/venues/${venueId}/availability?date=2026-12-07`;
    expect((await sendAs(ctx, player)('GET', url)).statusCode).toBe(404);
    expect((await sendAs(ctx, admin)('GET', url)).statusCode).toBe(200);
  });

  it.each(['', '?date=2026-02-30', '?date=07-12-2026', '?date=2026-12-07&date=2026-12-08'])(
    'refuses %s with 400',
    async (query) => {
      const { venueId } = await venueWithCourts();
      const response = await sendAs(ctx, player)('GET', `/api/venues/${venueId}/availability${query}`);
      expect(response.statusCode, response.body).toBe(400);
    },
  );
});

describe('the dashboard', () => {
  it("shows today's courts with their sessions and who is playing, the next sessions and the week", async () => {
    const now = new Date();
    const timeZone = zoneNearNoon(now);
    const { admin, venueId, courtIds } = await venueWithCourts({ timeZone });
    const [one = '', two = ''] = courtIds;
    const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
    const from = (minutes: number) => new Date(minute + minutes * MINUTE_MS);
    const base = { venueId, createdBy: admin.id };
    const live = await booked({ ...base, courtId: one, startsAt: from(-30), minutes: 90 });
    const later = await booked({ ...base, courtId: one, startsAt: from(120), minutes: 60 });
    const cancelled = await booked({
      ...base,
      courtId: two,
      startsAt: from(60),
      minutes: 60,
      status: 'cancelled',
    });
    const tomorrow = await booked({
      ...base,
      courtId: two,
      startsAt: from(24 * 60),
      minutes: 60,
    });

    const response = await sendAs(ctx, admin)('GET', `/api/venues/${venueId}/dashboard`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    const today = wallClockAt(now, timeZone).date;
    expect(dashboard.date).toBe(today);
    expect(dashboard.venue).toMatchObject({ id: venueId, timeZone });
    expect(
      dashboard.courts.map(
        (court: { name: string; isActive: boolean; liveNow: boolean; sessions: { id: string }[] }) => [
          court.name,
          court.isActive,
          court.liveNow,
          court.sessions.map((session) => session.id),
        ],
      ),
    ).toEqual([
      ['Pista 1', true, true, [live, later]],
      ['Pista 2', true, false, [cancelled]],
      ['Pista 3', false, false, []],
    ]);
    expect(dashboard.upcoming.map((session: { id: string }) => session.id)).toEqual([live, later, tomorrow]);
    expect(dashboard.upcoming[0]).toMatchObject({
      status: 'scheduled',
      canEdit: true,
      court: { id: one, name: 'Pista 1' },
    });

    const monday = mondayOf(today);
    expect(dashboard.week.days.map((day: { date: string }) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
    );
    const todayShown = dashboard.week.days.find((day: { date: string }) => day.date === today);
    // Two active courts, 07:00 to 23:00; the cancelled session holds nothing.
    expect(todayShown).toEqual({ date: today, bookedMinutes: 150, openMinutes: 2 * 16 * 60 });
    expect(dashboard.week.openMinutes).toBe(7 * 2 * 16 * 60);
    expect(dashboard.week.bookedMinutes).toBe(today === addDays(monday, 6) ? 150 : 210);
  });

  it('is 404 to anyone who does not manage the venue', async () => {
    const { venueId } = await venueWithCourts();
    const other = await courtAdminWithVenue(ctx);
    for (const stranger of [other.admin, player]) {
      expect((await sendAs(ctx, stranger)('GET', `/api/venues/${venueId}/dashboard`)).statusCode).toBe(404);
    }
  });
});

describe("the venue's players", () => {
  it('lists the accounts of its sessions by their latest, with a count and the latest three', async () => {
    const { admin, venueId, courtIds } = await venueWithCourts();
    const db = ctx.database.db;
    const [inigo, marta] = [await storePlayer(db), await storePlayer(db)];
    await db.update(users).set({ name: 'Íñigo Pérez' }).where(eq(users.id, inigo));
    await db.update(users).set({ name: 'Marta Gil' }).where(eq(users.id, marta));
    const court = courtIds[0] ?? '';
    const at = (day: number) => instantAt(addDays('2026-10-05', day), '18:00', 'Europe/Madrid');
    const played = (day: number, players: string[], status?: 'cancelled') =>
      booked({
        venueId,
        courtId: court,
        startsAt: at(day),
        minutes: 60,
        createdBy: admin.id,
        players: [...players.map((userId) => ({ userId, name: 'x' })), { userId: null, name: 'Invitado' }],
        status,
      });
    const sessions = [
      await played(0, [inigo]),
      await played(1, [inigo, marta]),
      await played(2, [inigo]),
      await played(3, [inigo]),
      await played(4, [marta], 'cancelled'),
    ];
    // Another venue's session with Marta is not this venue's.
    const other = await venueWithCourts();
    await booked({
      venueId: other.venueId,
      courtId: other.courtIds[0] ?? '',
      startsAt: at(9),
      minutes: 60,
      createdBy: other.admin.id,
      players: [{ userId: marta, name: 'Marta' }],
    });

    const list = async (q: string) => {
      const response = await sendAs(ctx, admin)('GET', `/api/venues/${venueId}/players?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().players as {
        userId: string;
        name: string;
        sessionCount: number;
        recent: { id: string }[];
      }[];
    };
    const all = await list('');
    expect(all.map((p) => [p.name, p.sessionCount, p.recent.map((s) => s.id)])).toEqual([
      ['Íñigo Pérez', 4, [sessions[3], sessions[2], sessions[1]]],
      ['Marta Gil', 1, [sessions[1]]],
    ]);
    expect((await list('INIGO')).map((p) => p.userId)).toEqual([inigo]);
    expect((await list('gil')).map((p) => p.userId)).toEqual([marta]);
    expect(await list('invitado')).toEqual([]);
    expect(await list('%')).toEqual([]);
  });

  it('is 404 to anyone who does not manage the venue, and refuses a query too long', async () => {
    const { admin, venueId } = await venueWithCourts();
    expect((await sendAs(ctx, player)('GET', `/api/venues/${venueId}/players`)).statusCode).toBe(404);
    const long = await sendAs(ctx, admin)('GET', `/api/venues/${venueId}/players?q=${'a'.repeat(61)}`);
    expect(long.statusCode).toBe(400);
  });
});
