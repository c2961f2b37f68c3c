import { type PublicClubTv, SPECTATOR_TOKEN_PATTERN, type TournamentDetail } from '@marcador/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { openStreamAt } from '../realtime/test-event-stream';
import { expectTokenLinkLife } from '../realtime/test-token-links';
import { storeSession, storeVenue, venueDay } from '../sessions/test-sessions';
import { tournamentSetUp, tournamentsApi } from '../tournaments/test-tournaments';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
beforeAll(async () => {
  ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** The TV link routes of a venue as `user` calls them. */
function linkOf(user: TestUser, venueId: string) {
  const send = sendAs(ctx, user);
  const url = `/api/venues/${venueId}/tv-link`;
  return { read: () => send('GET', url), rotate: () => send('POST', url), revoke: () => send('DELETE', url) };
}

async function tokenOf(user: TestUser, venueId: string): Promise<string> {
  const response = await linkOf(user, venueId).rotate();
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

/** The club TV through `token`, read by nobody signed in. */
const publicRead = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/public/venues/${token}/tv` });

/** A court admin with a venue of `courtCount` courts ("Pista 1"...). */
async function venueWithAdmin(courtCount = 3) {
  const manager = await createUser(ctx, { roles: ['court_admin'] });
  const venue = await storeVenue(ctx.database.db, manager.id, { courtCount });
  return { manager, ...venue };
}

/** A match in play at the venue on `courtName`, created through the matches API; its id. */
async function matchAt(player: TestUser, venueId: string, courtName: string, games: string, team1Name = '') {
  const config = gameConfig({
    club: { id: venueId, name: 'Club Central', courtName },
    team1: { name: team1Name, color: 'green', players: ['Carlos Ruiz', 'Ana López'] },
  });
  return matchesApi(ctx, player).play(entryLog().games(games).points('1').entries, matchBody({ config }));
}

describe('the club TV link', () => {
  it('is created, rotated and withdrawn by the venue manager; an old or withdrawn token is a 404', async () => {
    const { manager, venueId } = await venueWithAdmin();
    await expectTokenLinkLife(linkOf(manager, venueId), publicRead);
  });

  it("is the venue's managers' alone: another court admin and a player get 404, an admin passes", async () => {
    const { venueId } = await venueWithAdmin();
    const other = await venueWithAdmin();
    const player = await createUser(ctx);
    const admin = await createUser(ctx, { roles: ['admin'] });
    for (const user of [other.manager, player]) {
      const link = linkOf(user, venueId);
      for (const call of [link.read, link.rotate, link.revoke]) expect((await call()).statusCode).toBe(404);
    }
    expect(await tokenOf(admin, venueId)).toMatch(SPECTATOR_TOKEN_PATTERN);
  });
});

describe('the club TV view', () => {
  it('places two matches on their courts, shows the next session and a running tournament, with no ids', async () => {
    const { manager, venueId, courtIds } = await venueWithAdmin(3);
    const [ana, bea] = [await createUser(ctx), await createUser(ctx)];
    // Court names are matched ignoring case and spaces; an unknown court's match is not shown.
    const first = await matchAt(ana, venueId, ' pista 1 ', '112', 'Los Rápidos');
    const second = await matchAt(bea, venueId, 'PISTA 2', '2');
    const elsewhere = await matchAt(bea, venueId, 'Pista 9', '1');
    const booked = await sendAs(ctx, manager)('POST', '/api/sessions', {
      venueId,
      courtId: courtIds[2],
      date: venueDay(1),
      time: '18:00',
      players: [{ userId: ana.id }, { name: 'Zoe Martín' }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const created = await tournamentsApi(ctx, manager).create(tournamentSetUp({ venueId }));
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json() as TournamentDetail;
    const played = detail.rounds[0]?.matches[0];
    if (!played) throw new Error('no match in round 1');
    await tournamentsApi(ctx, manager).result(detail.tournament.id, played.id, { scoreA: 15, scoreB: 6 });
    const token = await tokenOf(manager, venueId);

    const response = await publicRead(token);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as PublicClubTv;
    expect(view.venueName).toBe('Club Central');
    expect(view.courts.map((court) => court.name)).toEqual(['Pista 1', 'Pista 2', 'Pista 3']);
    const [one, two, three] = view.courts;
    expect(one?.match).toMatchObject({
      status: 'in_progress',
      team1: { name: 'Los Rápidos', players: ['Carlos Ruiz', 'Ana López'] },
      score: { player1: { games: 2 }, player2: { games: 1 } },
      points: { player1: '15', player2: '0' },
      club: { name: 'Club Central', courtName: 'pista 1' },
    });
    expect(two?.match?.score).toMatchObject({ player1: { games: 0 }, player2: { games: 1 } });
    expect(three?.match).toBeNull();
    expect(three?.nextSession).toMatchObject({ players: [expect.any(String), 'Zoe Martín'] });
    expect(one?.nextSession).toBeNull();
    expect(view.tournaments).toHaveLength(1);
    expect(view.tournaments[0]).toMatchObject({ name: 'Torneo del viernes', status: 'active', round: 1 });
    expect(view.tournaments[0]?.standings).toHaveLength(8);
    expect(view.tournaments[0]?.standings[0]).toMatchObject({ position: 1, played: 1, wins: 1 });

    const session = booked.json().session as { id: string };
    const secrets = [venueId, ...courtIds, first, second, elsewhere, session.id, detail.tournament.id];
    secrets.push(manager.id, ana.id, bea.id, manager.email, ana.email, bea.email, ...detail.players.map((p) => p.id));
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/@|"id"|Id"/);
  });

  it('shows the last scored of two matches on one court, and leaves out finished ones', async () => {
    const { manager, venueId } = await venueWithAdmin(1);
    const ana = await createUser(ctx);
    await matchAt(ana, venueId, 'Pista 1', '1', 'Antes');
    const later = await matchAt(ana, venueId, 'Pista 1', '12', 'Después');
    const token = await tokenOf(manager, venueId);
    const view = (await publicRead(token)).json() as PublicClubTv;
    expect(view.courts[0]?.match?.team1.name).toBe('Después');

    const finished = await matchesApi(ctx, ana).finish(later, { endedAt: Date.now(), reason: 'abandoned' });
    expect(finished.statusCode, finished.body).toBe(200);
    const after = (await publicRead(token)).json() as PublicClubTv;
    expect(after.courts[0]?.match?.team1.name).toBe('Antes');
  });
  it('leaves out a match untouched for 3 hours; past a session being played, shows the one after it', async () => {
    const { manager, venueId, courtIds } = await venueWithAdmin(2);
    const ana = await createUser(ctx);
    const forgotten = await matchAt(ana, venueId, 'Pista 1', '1', 'Olvidado');
    await ctx.database.db
      .update(matches)
      .set({ updatedAt: new Date(Date.now() - 3 * 3_600_000 - 60_000) })
      .where(eq(matches.id, forgotten));
    await matchAt(ana, venueId, 'Pista 2', '1', 'En juego');
    const now = Date.now();
    // On each court: a session that began 10 minutes ago, and one in two hours.
    for (const courtId of courtIds as [string, string]) {
      for (const startsAt of [new Date(now - 600_000), new Date(now + 7_200_000)]) {
        await storeSession(ctx.database.db, { venueId, courtId, createdBy: manager.id, startsAt, minutes: 60 });
      }
    }
    const view = (await publicRead(await tokenOf(manager, venueId))).json() as PublicClubTv;
    const [free, playing] = view.courts;
    expect(free?.match).toBeNull();
    // A free court's session in its hour is still its next one; under a match in play, the later one.
    expect(new Date(free?.nextSession?.startsAt ?? 0).getTime()).toBe(now - 600_000);
    expect(playing?.match?.team1.name).toBe('En juego');
    expect(new Date(playing?.nextSession?.startsAt ?? 0).getTime()).toBe(now + 7_200_000);
  });
});

describe('the club TV stream', () => {
  it('sends a new view after a session is booked, and `revoked` once the link is withdrawn', async () => {
    const { manager, venueId, courtIds } = await venueWithAdmin(2);
    const token = await tokenOf(manager, venueId);
    const stream = await openStreamAt<PublicClubTv>(`${base}/api/public/venues/${token}/tv/events`);
    try {
      expect(stream.response.status).toBe(200);
      const [opening] = await stream.waitFor(1);
      expect(opening?.event).toBe('view');
      expect(opening?.data.courts[1]?.nextSession).toBeNull();

      const booked = await sendAs(ctx, manager)('POST', '/api/sessions', {
        venueId,
        courtId: courtIds[1],
        date: venueDay(2),
        time: '10:00',
        players: [{ name: 'Lola Díaz' }],
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const events = await stream.waitFor(2);
      expect(events[1]?.event).toBe('view');
      expect(events[1]?.data.courts[1]?.nextSession?.players).toEqual(['Lola Díaz']);

      expect((await linkOf(manager, venueId).revoke()).statusCode).toBe(200);
      const all = await stream.waitFor(3);
      expect(all.at(-1)?.event).toBe('revoked');
    } finally {
      await stream.close();
    }
  });

  it('answers 404 to a withdrawn token and 406 without text/event-stream', async () => {
    const { manager, venueId } = await venueWithAdmin(1);
    const token = await tokenOf(manager, venueId);
    const url = `/api/public/venues/${token}/tv/events`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(406);
    await linkOf(manager, venueId).revoke();
    const gone = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/event-stream' } });
    expect(gone.statusCode).toBe(404);
  });
});
