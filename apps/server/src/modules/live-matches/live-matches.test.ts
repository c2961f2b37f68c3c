import { randomUUID } from 'node:crypto';
import { type PublicLiveMatch, SPECTATOR_TOKEN_PATTERN } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { LIVE_EVENTS_CHANNEL } from '../realtime/live-events';
import { openStreamAt } from '../realtime/test-event-stream';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** The live routes of a match as `user` calls them. */
function liveOf(user: TestUser) {
  const send = sendAs(ctx, user);
  const link = (id: string) => `/api/matches/${id}/spectator-link`;
  return {
    read: (id: string) => send('GET', link(id)),
    share: (id: string) => send('POST', link(id)),
    stop: (id: string) => send('DELETE', link(id)),
    presence: (id: string) => send('POST', `/api/matches/${id}/scorer-presence`),
  };
}

async function shared(user: TestUser, id: string): Promise<string> {
  const response = await liveOf(user).share(id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

/** The public view through `token`, read by nobody signed in. */
const publicRead = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/public/matches/${token}` });
const viewOf = async (token: string) => (await publicRead(token)).json() as PublicLiveMatch;

describe('the live link of a match', () => {
  it('is created, rotated and stopped by the owner; an old or stopped token is a 404', async () => {
    const ana = await createUser(ctx);
    const id = await matchesApi(ctx, ana).play(entryLog().points('1').entries);
    const live = liveOf(ana);
    expect((await live.read(id)).json()).toEqual({ token: null });

    const first = await shared(ana, id);
    expect(first).toMatch(SPECTATOR_TOKEN_PATTERN);
    expect((await live.read(id)).json()).toEqual({ token: first });
    expect((await publicRead(first)).statusCode).toBe(200);

    const second = await shared(ana, id);
    expect(second).not.toBe(first);
    expect((await publicRead(first)).statusCode).toBe(404);
    expect((await publicRead(second)).statusCode).toBe(200);

    expect((await live.stop(id)).json()).toEqual({ token: null });
    expect((await live.read(id)).json()).toEqual({ token: null });
    const stopped = await publicRead(second);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json().error.code).toBe('not_found');
    expect((await publicRead('A'.repeat(32))).statusCode).toBe(404);
    expect((await publicRead('not-a-token')).statusCode).toBe(400);
  });

  it("is someone else's match's 404 for anyone but the owner, on every plan", async () => {
    const ana = await createUser(ctx);
    const stranger = await createUser(ctx);
    const admin = await createUser(ctx, { roles: ['admin'] });
    const id = await matchesApi(ctx, ana).play();
    for (const other of [stranger, admin]) {
      const live = liveOf(other);
      for (const call of [live.read, live.share, live.stop, live.presence]) {
        expect((await call(id)).statusCode).toBe(404);
      }
    }
    expect((await liveOf(stranger).share(randomUUID())).statusCode).toBe(404);
    expect((await liveOf(ana).read(id)).json()).toEqual({ token: null });
    // Free (ana) and Premium alike.
    const premium = await createUser(ctx, { premium: true });
    expect(await shared(premium, await matchesApi(ctx, premium).play())).toMatch(SPECTATOR_TOKEN_PATTERN);
  });
});

describe('the public view', () => {
  it('shows names and the score, never an e-mail, a user id or the match id', async () => {
    const ana = await createUser(ctx);
    const invited = `invitada-${randomUUID()}@example.com`;
    const config = gameConfig({
      invitedPlayers: [{ email: invited, name: 'Ana López', position: 'team1_2' }],
      club: { id: randomUUID(), name: 'Club Norte', courtName: 'Pista 3' },
    });
    const id = await matchesApi(ctx, ana).play(entryLog().games('1').points('12').entries, matchBody({ config }));
    const token = await shared(ana, id);

    const response = await publicRead(token);
    expect(response.statusCode).toBe(200);
    const view = response.json() as PublicLiveMatch;
    expect(view).toMatchObject({
      status: 'in_progress',
      isDoubles: true,
      team1: { name: 'Los Rápidos', players: ['Carlos Ruiz', 'Ana López'] },
      team2: { players: ['Luis Pérez', ''] },
      points: { player1: '15', player2: '15' },
      club: { name: 'Club Norte', courtName: 'Pista 3' },
      result: null,
    });
    expect(view.score.player1.games).toBe(1);
    for (const secret of [invited, ana.email, ana.id, id, config.club?.id ?? 'none']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('says who serves once the scorer chose it, and names the format', async () => {
    const ana = await createUser(ctx);
    const api = matchesApi(ctx, ana);
    const log = entryLog().points('1');
    const id = await api.play(log.entries);
    const token = await shared(ana, id);
    expect(await viewOf(token)).toMatchObject({ server: null, matchUpFormat: 'SET3-S:6NOAD/TB7' });

    expect((await api.append(id, log.serve('player2', 0, 1).entries.slice(-1))).statusCode).toBe(200);
    expect((await viewOf(token)).server).toEqual({ team: 'player2', player: 1, court: 'ad' });
  });

  it('marks the scorer as seen on an append and a heartbeat of a shared match only', async () => {
    const ana = await createUser(ctx);
    const api = matchesApi(ctx, ana);
    const log = entryLog().points('11');
    const id = await api.play(log.entries.slice(0, 1));
    const token = await shared(ana, id);
    expect((await viewOf(token)).scorerSeenAt).toBeNull();

    expect((await api.append(id, log.entries.slice(1))).statusCode).toBe(200);
    const afterPoint = (await viewOf(token)).scorerSeenAt;
    expect(afterPoint).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await liveOf(ana).presence(id)).statusCode).toBe(204);
    const afterBeat = (await viewOf(token)).scorerSeenAt;
    expect(afterBeat && afterPoint && afterBeat > afterPoint).toBe(true);

    // Unshared: the heartbeat answers, and writes nothing.
    expect((await liveOf(ana).stop(id)).statusCode).toBe(200);
    expect((await liveOf(ana).presence(id)).statusCode).toBe(204);
    const again = await shared(ana, id);
    expect((await viewOf(again)).scorerSeenAt).toBe(afterBeat);
  });
});

describe('the public stream', () => {
  it('sends the view after a point, an undo and the finish, and `revoked` once sharing stops', async () => {
    const ana = await createUser(ctx);
    const api = matchesApi(ctx, ana);
    const log = entryLog().points('1');
    const id = await api.play(log.entries);
    const token = await shared(ana, id);
    const stream = await openStreamAt<PublicLiveMatch>(`${base}/api/public/matches/${token}/events`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const [opening] = await stream.waitFor(1);
      expect(opening?.event).toBe('view');
      expect(opening?.data.points).toEqual({ player1: '15', player2: '0' });

      expect((await api.append(id, log.points('1').entries.slice(-1))).statusCode).toBe(200);
      const afterPoint = (await stream.waitFor(2))[1];
      expect(afterPoint?.data.points).toEqual({ player1: '30', player2: '0' });

      expect((await api.append(id, log.undo().entries.slice(-1))).statusCode).toBe(200);
      const afterUndo = (await stream.waitFor(3))[2];
      expect(afterUndo?.data.points).toEqual({ player1: '15', player2: '0' });

      const finish = await api.finish(id, { reason: 'manual', endedAt: Date.now() });
      expect(finish.statusCode, finish.body).toBe(200);
      const afterFinish = (await stream.waitFor(4))[3];
      expect(afterFinish?.data).toMatchObject({ status: 'completed', result: 'player1' });

      expect((await liveOf(ana).stop(id)).statusCode).toBe(200);
      expect((await stream.waitFor(5))[4]?.event).toBe('revoked');
    } finally {
      await stream.close();
    }
    const refused = await fetch(`${base}/api/public/matches/${token}/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(404);
  });
});

describe('announcements', () => {
  it('publish nothing for an unshared match away from a venue; a venue match tells its TV, also when it leaves', async () => {
    const heard: string[] = [];
    const unlisten = await ctx.database.listen(LIVE_EVENTS_CHANNEL, (payload) => heard.push(payload));
    try {
      const ana = await createUser(ctx);
      const api = matchesApi(ctx, ana);
      const quiet = entryLog().points('1');
      const quietId = await api.play(quiet.entries);
      for (const pattern of ['1', '2', '1']) {
        expect((await api.append(quietId, quiet.points(pattern).entries.slice(-1))).statusCode).toBe(200);
      }
      expect((await api.append(quietId, quiet.undo().entries.slice(-1))).statusCode).toBe(200);

      const venueId = randomUUID();
      const config = gameConfig({ club: { id: venueId, name: 'Club Norte' } });
      const atVenue = entryLog().points('1');
      const venueMatch = await api.play(atVenue.entries, matchBody({ config }));
      const deadline = Date.now() + 5_000;
      const venueHeard = () => heard.filter((payload) => payload === `v:${venueId}`).length;
      // Its creation and its point.
      while (venueHeard() < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(venueHeard()).toBe(2);
      expect(heard.some((payload) => payload.includes(quietId))).toBe(false);
      expect(heard).not.toContain(`m:${venueMatch}`);

      // Moved to a club typed by hand: the venue's TV hears that it left.
      heard.length = 0;
      const moved = gameConfig({ club: { id: 'manual_club', name: 'Club Sur' } });
      expect((await api.put(venueMatch, matchBody({ config: moved }))).statusCode).toBe(200);
      while (!heard.includes(`v:${venueId}`) && Date.now() < deadline + 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard).toEqual([`v:${venueId}`]);
    } finally {
      await unlisten();
    }
  });
});
