import type { GameConfig, SharedMatch } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from '../matches/test-matches';
import { padelRating, playRated } from '../ratings/test-ratings';
import { networkRepository } from './network.repository';
import { networkApi, storePlayer } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let viewer: TestUser;
let api: ReturnType<typeof networkApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await createUser(ctx);
  api = networkApi(ctx, viewer);
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
type Position = GameConfig['invitedPlayers'][number]['position'];

/**
 * `owner` keeps the score of a match with these invitees, whose games go as `games` says ('1' team 1,
 * '2' team 2, six love games make a set), and saves it, ended `hours` after T0.
 */
async function savedMatch(owner: TestUser, invited: [TestUser, Position][], games: string, hours: number) {
  const matches = matchesApi(ctx, owner);
  const invitedPlayers = invited.map(([user, position]) => ({ email: user.email, name: 'Invitado', position }));
  const id = await matches.play(entryLog().games(games).entries, matchBody({ config: gameConfig({ invitedPlayers }) }));
  const finished = await matches.finish(id, { reason: 'manual', endedAt: T0 + hours * HOUR_MS });
  expect(finished.statusCode, finished.body).toBe(200);
  return id;
}

const pageOf = async (id: string, as = api) => {
  const response = await as.player(id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/players/:id', () => {
  it('shows the profile, and the matches the two saved together from the viewer’s side', async () => {
    const player = await createUser(ctx, { form: { firstName: 'Rafa', lastName: 'Nadal', city: 'Manacor' } });
    const third = await createUser(ctx);
    // The viewer keeps the score, the player is an opponent; team 1 (the viewer's) wins 6-0.
    const first = await savedMatch(viewer, [[player, 'team2_1']], '111111', 1);
    // The player keeps the score with the viewer invited as an opponent; team 1 (the player's) wins.
    const second = await savedMatch(player, [[viewer, 'team2_1']], '111111', 2);
    // A third player's match with the two as partners on team 2, which wins.
    const partnered = await savedMatch(
      third,
      [
        [viewer, 'team2_1'],
        [player, 'team2_2'],
      ],
      '222222',
      3,
    );
    // Not saved yet: it is no shared match.
    await matchesApi(ctx, viewer).play(
      entryLog().points('1').entries,
      matchBody({ config: gameConfig({ invitedPlayers: [{ email: player.email, name: 'R', position: 'team1_2' }] }) }),
    );

    const page = await pageOf(player.id);
    expect(page.player).toEqual({
      id: player.id,
      name: 'Rafa Nadal',
      username: expect.any(String),
      skillLevel: 'intermedio',
      sports: ['padel'],
      city: 'Manacor',
      connection: 'none',
      country: 'Mexico',
      state: 'Jalisco',
      memberSince: expect.any(Number),
    });
    expect(Math.abs(page.player.memberSince - Date.now())).toBeLessThan(10 * 60_000);
    expect(page.requestId).toBeNull();
    expect(page.matchesTogether).toBe(3);
    expect(page.headToHead).toEqual({ won: 1, lost: 1 });
    expect(page.recent).toEqual<SharedMatch[]>([
      { matchId: partnered, sport: 'padel', side: 'partner', result: 'won', score: '6-0', playedAt: T0 + 3 * HOUR_MS },
      { matchId: second, sport: 'padel', side: 'opponent', result: 'lost', score: '0-6', playedAt: T0 + 2 * HOUR_MS },
      { matchId: first, sport: 'padel', side: 'opponent', result: 'won', score: '6-0', playedAt: T0 + HOUR_MS },
    ]);
    // The player sees the same matches from their side.
    const theirs = await pageOf(viewer.id, networkApi(ctx, player));
    expect(theirs.headToHead).toEqual({ won: 1, lost: 1 });
    expect(theirs.recent.map((match: SharedMatch) => [match.side, match.result, match.score])).toEqual([
      ['partner', 'won', '6-0'],
      ['opponent', 'won', '6-0'],
      ['opponent', 'lost', '0-6'],
    ]);
  });

  it('gives the player’s level in each sport they have a rating in, none before a rated match', async () => {
    const player = await createUser(ctx);
    expect((await pageOf(player.id)).levels).toEqual([]);
    for (let match = 0; match < 5; match += 1) {
      await playRated(ctx, viewer, { rivals: [player.id], winner: 'player2', endsAfterMinutes: 600 + match * 240 });
    }
    const rating = await padelRating(ctx, player.id);
    expect((await pageOf(player.id)).levels).toEqual([
      { sport: 'padel', level: (rating?.levelTenths ?? -1) / 10, provisional: false, ratedMatches: 5 },
    ]);
  });

  it('answers the viewer’s own id as `self`, with nothing shared', async () => {
    const page = await pageOf(viewer.id);
    expect(page.player.connection).toBe('self');
    expect(page).toMatchObject({ matchesTogether: 0, headToHead: { won: 0, lost: 0 }, recent: [], requestId: null });
  });

  it('carries the pending request between the two, either way', async () => {
    const asked = await storePlayer(ctx.database.db);
    const requestId = (await api.request(asked)).json().requestId;
    expect(await pageOf(asked)).toMatchObject({ player: { connection: 'outgoing' }, requestId });
    const asking = await storePlayer(ctx.database.db);
    const incoming = await networkRepository(ctx.database.db).request(asking, viewer.id);
    expect(await pageOf(asking)).toMatchObject({ player: { connection: 'incoming' }, requestId: incoming });
  });

  it('is a 404 for an unknown player, one who blocked the viewer, or one out of the directory', async () => {
    const network = networkRepository(ctx.database.db);
    const blocker = await storePlayer(ctx.database.db);
    await network.block(blocker, viewer.id);
    const hidden = await storePlayer(ctx.database.db, { inDirectory: false });
    for (const id of ['no-such-player', crypto.randomUUID(), blocker, hidden]) {
      const response = await api.player(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('shows a player out of the directory to their contacts and to players with a request pending', async () => {
    const network = networkRepository(ctx.database.db);
    const contact = await storePlayer(ctx.database.db, { inDirectory: false });
    await network.connect(viewer.id, contact);
    expect((await pageOf(contact)).player.connection).toBe('connected');
    const asking = await storePlayer(ctx.database.db, { inDirectory: false });
    await network.request(asking, viewer.id);
    expect((await pageOf(asking)).player.connection).toBe('incoming');
  });

  it('shows a player the viewer blocked as blocked, so they can be unblocked there', async () => {
    const blocked = await storePlayer(ctx.database.db);
    expect((await api.block(blocked)).statusCode).toBe(200);
    expect((await pageOf(blocked)).player.connection).toBe('blocked');
  });

  it('refuses an id over 64 characters with 400, and a visitor with 401', async () => {
    expect((await api.player('x'.repeat(65))).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/players/${viewer.id}` })).statusCode).toBe(401);
  });
});
