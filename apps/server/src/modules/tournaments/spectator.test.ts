import { randomUUID } from 'node:crypto';
import { type PublicTournament, SPECTATOR_TOKEN_PATTERN, type TournamentDetail } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { openStreamAt } from '../realtime/test-event-stream';
import { expectTokenLinkLife } from '../realtime/test-token-links';
import { accountPlayer, tournamentSetUp, tournamentsApi } from './test-tournaments';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
beforeAll(async () => {
  ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** The spectator link routes and the tournament routes as `user` calls them. */
function linksOf(user: TestUser) {
  const api = tournamentsApi(ctx, user);
  const link = (id: string) => `/api/tournaments/${id}/spectator-link`;
  return {
    api,
    read: (id: string) => api.send('GET', link(id)),
    rotate: (id: string) => api.send('POST', link(id)),
    revoke: (id: string) => api.send('DELETE', link(id)),
  };
}

/** The public view through `token`, read by nobody signed in. */
const publicRead = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/public/tournaments/${token}` });

async function organised(user: TestUser, change: Parameters<typeof tournamentSetUp>[0] = {}) {
  const created = await tournamentsApi(ctx, user).create(tournamentSetUp(change));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as TournamentDetail;
}

async function linkOf(user: TestUser, id: string): Promise<string> {
  const response = await linksOf(user).rotate(id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

describe('the spectator link', () => {
  it('is created, rotated and revoked by the organiser; an old or revoked token is a 404', async () => {
    const ana = await createUser(ctx);
    const { tournament } = await organised(ana);
    const links = linksOf(ana);
    await expectTokenLinkLife(
      {
        read: () => links.read(tournament.id),
        rotate: () => links.rotate(tournament.id),
        revoke: () => links.revoke(tournament.id),
      },
      publicRead,
    );
  });

  it('is changed only by the organiser and admins: a player 403, anyone else 404', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const stranger = await createUser(ctx);
    const admin = await createUser(ctx, { roles: ['admin'] });
    const setUp = tournamentSetUp();
    setUp.players[1] = await accountPlayer(ctx, ana, bea, 'Bea');
    const { tournament } = await organised(ana, setUp);

    for (const call of [linksOf(bea).read, linksOf(bea).rotate, linksOf(bea).revoke])
      expect((await call(tournament.id)).statusCode).toBe(403);
    for (const call of [linksOf(stranger).read, linksOf(stranger).rotate, linksOf(stranger).revoke])
      expect((await call(tournament.id)).statusCode).toBe(404);
    expect((await linksOf(stranger).rotate(randomUUID())).statusCode).toBe(404);
    expect(await linkOf(admin, tournament.id)).toMatch(SPECTATOR_TOKEN_PATTERN);
  });
});

describe('the public view', () => {
  it('shows the round in play, the next one and the standings, with no ids of players or accounts', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const setUp = tournamentSetUp();
    setUp.players[1] = await accountPlayer(ctx, ana, bea, 'Bea');
    const detail = await organised(ana, setUp);
    const match = detail.rounds[0]?.matches[0];
    if (!match) throw new Error('no match in round 1');
    await tournamentsApi(ctx, ana).result(detail.tournament.id, match.id, { scoreA: 15, scoreB: 6 });
    const token = await linkOf(ana, detail.tournament.id);

    const response = await publicRead(token);
    expect(response.statusCode).toBe(200);
    const view = response.json() as PublicTournament;
    expect(Object.keys(view).sort()).toEqual(
      ['currentRound', 'format', 'name', 'nextRound', 'standings', 'status', 'totalRounds', 'updatedAt'].sort(),
    );
    expect(view).toMatchObject({ name: 'Torneo del viernes', format: 'americano', status: 'active', totalRounds: 7 });
    expect(view.currentRound?.number).toBe(1);
    expect(view.currentRound?.matches[0]).toEqual({
      court: match.court,
      status: 'completed',
      teamA: match.teamA.map((p) => p.name),
      teamB: match.teamB.map((p) => p.name),
      scoreA: 15,
      scoreB: 6,
    });
    expect(view.nextRound?.number).toBe(2);
    expect(view.standings).toHaveLength(8);
    expect(view.standings[0]).toEqual({
      position: 1,
      name: expect.any(String),
      played: 1,
      wins: 1,
      pointDifference: 9,
      withdrawn: false,
    });
    expect(view.standings.map((line) => line.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const ids = [ana.id, bea.id, ana.email, bea.email, detail.tournament.id, ...detail.players.map((p) => p.id)];
    for (const id of ids) expect(response.body).not.toContain(id);
  });

  it('streams the new view to a page signed in nowhere after a result, and closes once the link is revoked', async () => {
    const ana = await createUser(ctx);
    const detail = await organised(ana);
    const token = await linkOf(ana, detail.tournament.id);
    const stream = await openStreamAt<PublicTournament>(`${base}/api/public/tournaments/${token}/events`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const [opening] = await stream.waitFor(1);
      expect(opening?.event).toBe('view');
      expect(opening?.data.standings.every((line) => line.played === 0)).toBe(true);

      const match = detail.rounds[0]?.matches[0];
      if (!match) throw new Error('no match in round 1');
      const entered = Date.now();
      await tournamentsApi(ctx, ana).result(detail.tournament.id, match.id, { scoreA: 21, scoreB: 0 });
      const [, changed] = await stream.waitFor(2);
      expect(Date.now() - entered).toBeLessThan(1_000);
      expect(changed?.event).toBe('view');
      expect(changed?.data.standings[0]).toMatchObject({ position: 1, played: 1, wins: 1, pointDifference: 21 });

      expect((await linksOf(ana).revoke(detail.tournament.id)).statusCode).toBe(200);
      const events = await stream.waitFor(3);
      expect(events[2]?.event).toBe('revoked');
    } finally {
      await stream.close();
    }
    // A revoked token opens no stream.
    const refused = await fetch(`${base}/api/public/tournaments/${token}/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(404);
  });
});
