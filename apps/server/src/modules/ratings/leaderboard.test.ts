import { LEADERBOARD_PAGE_SIZE, type LeaderboardResponse, leaderboardResponseSchema } from '@marcador/contracts';
import { periodKeys, type Sport } from '@marcador/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardPeriods, playerRatings, profiles } from '../../db/schema';
import { serializerFor } from '../../plugins/response-serializer';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { profilesRepository } from '../accounts/profiles.repository';
import { networkRepository } from '../network/network.repository';
import { storePlayer } from '../network/test-network';
import { leaderboardChanged } from './leaderboard-cache';
import { leaderboardListingRepository } from './leaderboard-listing.repository';
import { playRated } from './test-ratings';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const { year, month } = periodKeys(Date.now());

/**
 * Gives a player a rating row and a leaderboard row in `period` (their level and the period's counts),
 * listed as their profile says, and recounts the levels as the recompute does.
 */
async function rank(
  userId: string,
  at: { sport: Sport; period: string; level: number; matches?: number; wins?: number },
) {
  const { sport, period, level, matches = 10, wins = 5 } = at;
  const tenths = Math.round(level * 10);
  await db()
    .insert(playerRatings)
    .values({ userId, sport, mu: 25, sigma: 3, levelTenths: tenths, ratedMatches: matches, wins })
    .onConflictDoNothing();
  const [profile] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  const listed = profile?.inDirectory ?? false;
  await db().insert(leaderboardPeriods).values({ userId, sport, period, levelTenths: tenths, matches, wins, listed });
  await leaderboardListingRepository(db()).recountLevels();
  // Written behind the app's back: drop the first pages it holds, as its own writers do.
  leaderboardChanged();
}

const get = (user: TestUser, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/leaderboard?${query}`,
    headers: { origin: ORIGIN, cookie: user.cookie },
    remoteAddress: nextIp(),
  });
const writeAnswer = serializerFor(leaderboardResponseSchema);
async function board(user: TestUser, query: string): Promise<LeaderboardResponse> {
  const response = await get(user, query);
  expect(response.statusCode, response.body).toBe(200);
  // Byte for byte what the route's schema writes, whether written whole or around a held page's rows.
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.body).toBe(writeAnswer(response.json()));
  return response.json();
}

describe('GET /api/leaderboard (decision 036)', () => {
  it('orders by level then id, pages with positions that carry on, and pins my row off the page', async () => {
    const me = await createUser(ctx);
    const players: { id: string; level: number }[] = [];
    for (let i = 0; i < LEADERBOARD_PAGE_SIZE + 5; i++) {
      const id = await storePlayer(db());
      const level = 2 + (i % 7) * 0.5;
      players.push({ id, level });
      await rank(id, { sport: 'tennis', period: 'all', level, matches: 4 + (i % 3), wins: 2 });
    }
    await rank(me.id, { sport: 'tennis', period: 'all', level: 0.3, matches: 8, wins: 6 });
    const expected = [...players]
      .sort((a, b) => b.level - a.level || (a.id < b.id ? -1 : 1))
      .map((player) => player.id);

    const first = await board(me, 'sport=tennis');
    expect(first.rows.map((row) => row.player.id)).toEqual(expected.slice(0, LEADERBOARD_PAGE_SIZE));
    expect(first.rows.map((row) => row.position)).toEqual(
      expected.slice(0, LEADERBOARD_PAGE_SIZE).map((_, i) => i + 1),
    );
    expect(first.rows[0]).toMatchObject({ level: 5, player: { name: 'Jugador Prueba' } });
    expect(first.me).toMatchObject({
      position: LEADERBOARD_PAGE_SIZE + 6,
      player: { id: me.id },
      level: 0.3,
      provisional: false,
      matches: 8,
      wins: 6,
      winRate: 0.75,
    });
    expect(first.nextCursor).not.toBeNull();

    const second = await board(me, `sport=tennis&cursor=${first.nextCursor}`);
    expect(second.rows.map((row) => row.player.id)).toEqual([...expected.slice(LEADERBOARD_PAGE_SIZE), me.id]);
    expect(second.rows.map((row) => row.position)).toEqual([51, 52, 53, 54, 55, 56]);
    expect(second.me).toEqual(second.rows.at(-1));
    expect(second.nextCursor).toBeNull();
    // Fewer than five rated matches: provisional.
    expect(first.rows.find((row) => row.matches === 4)?.provisional).toBe(true);
  });

  it('leaves out players hidden from the directory, except to themselves', async () => {
    const me = await createUser(ctx);
    const shown = await storePlayer(db());
    const hidden = await storePlayer(db(), { inDirectory: false });
    await rank(hidden, { sport: 'padel', period: year, level: 6 });
    await rank(shown, { sport: 'padel', period: year, level: 5 });
    await rank(me.id, { sport: 'padel', period: year, level: 4 });
    const answer = await board(me, 'sport=padel&period=year');
    expect(answer.rows.map((row) => row.player.id)).toEqual([shown, me.id]);
    expect(answer.me?.position).toBe(2);

    const hiddenMe = await createUser(ctx);
    await db().update(profiles).set({ inDirectory: false }).where(eq(profiles.userId, hiddenMe.id));
    await rank(hiddenMe.id, { sport: 'padel', period: year, level: 5.5 });
    const own = await board(hiddenMe, 'sport=padel&period=year');
    expect(own.rows.map((row) => row.player.id)).toEqual([shown, me.id]);
    expect(own.me).toMatchObject({ player: { id: hiddenMe.id }, position: 1, level: 5.5 });
  });

  it('lists me and my connections in the network scope, the month from this month only', async () => {
    const me = await createUser(ctx);
    const [friend, hiddenFriend, stranger] = [
      await storePlayer(db()),
      await storePlayer(db(), { inDirectory: false }),
      await storePlayer(db()),
    ];
    const network = networkRepository(db());
    await network.connect(me.id, friend);
    await network.connect(me.id, hiddenFriend);
    for (const [id, level] of [
      [friend, 3],
      [hiddenFriend, 2],
      [stranger, 6],
      [me.id, 4],
    ] as const) {
      await rank(id, { sport: 'padel', period: 'all', level });
    }
    await rank(friend, { sport: 'padel', period: month, level: 3, matches: 2, wins: 2 });
    await rank(stranger, { sport: 'padel', period: '2020-01', level: 6 });

    const mine = await board(me, 'sport=padel&scope=network');
    expect(mine.rows.map((row) => [row.player.id, row.position])).toEqual([
      [me.id, 1],
      [friend, 2],
      [hiddenFriend, 3],
    ]);
    const thisMonth = await board(me, 'sport=padel&period=month&scope=network');
    expect(thisMonth.rows).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ id: friend }), matches: 2, winRate: 1 }),
    ]);
    expect(thisMonth.me).toBeNull();
  });

  it('shows a rated finish and a new name at once, though the first page is held in memory (decision 041)', async () => {
    const me = await createUser(ctx);
    const rival = await storePlayer(db());
    const ids = (answer: LeaderboardResponse) => answer.rows.map((row) => row.player.id);
    const before = await board(me, 'sport=padel');
    expect(ids(before)).not.toContain(me.id);
    expect(before.me).toBeNull();

    await playRated(ctx, me, { rivals: [rival], winner: 'player1', endsAfterMinutes: 60 });
    const after = await board(me, 'sport=padel');
    expect(ids(after)).toEqual(expect.arrayContaining([me.id, rival]));
    expect(after.me).toMatchObject({ player: { id: me.id }, matches: 1, wins: 1 });

    const profiles = profilesRepository(db());
    const profile = await profiles.find(me.id);
    if (!profile) throw new Error('no profile');
    await profiles.update(me.id, { ...profile, firstName: 'Renombrada' });
    const renamed = await board(me, 'sport=padel');
    expect(renamed.me?.player.name).toMatch(/^Renombrada /);
  });

  it.each([
    ['no sport', 'period=all'],
    ['an unknown sport', 'sport=squash'],
    ['an unknown period', 'sport=padel&period=week'],
    ['an unknown scope', 'sport=padel&scope=club'],
    ['a cursor it never gave', `sport=padel&cursor=${Buffer.from('["x"]').toString('base64url')}`],
    ['a cursor that is not JSON', 'sport=padel&cursor=abc'],
  ])('answers 400 to %s', async (_, query) => {
    const me = await createUser(ctx);
    const response = await get(me, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error.code');
  });
});
