import { periodKeys } from '@marcador/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardLevelCounts, leaderboardPeriods, profiles } from '../../db/schema';
import { createUser, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { profilesRepository } from '../accounts/profiles.repository';
import { usersRepository } from '../accounts/users.repository';
import { T0 } from '../matches/test-matches';
import { storePlayer } from '../network/test-network';
import { type Board, leaderboardRepository } from './leaderboard.repository';
import { recomputeRatings } from './ratings-recompute';
import { playRated } from './test-ratings';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const { year, month } = periodKeys(T0);
const PERIODS = ['all', year, month];

/** Every padel row of `period` with its player's directory setting, as the profiles say now. */
const rowsOf = (period: string) =>
  db()
    .select({
      userId: leaderboardPeriods.userId,
      levelTenths: leaderboardPeriods.levelTenths,
      inDirectory: profiles.inDirectory,
    })
    .from(leaderboardPeriods)
    .innerJoin(profiles, eq(profiles.userId, leaderboardPeriods.userId))
    .where(and(eq(leaderboardPeriods.sport, 'padel'), eq(leaderboardPeriods.period, period)));

/**
 * Checks every player's position on the global board of every period against the order worked out
 * here from the profiles (listed players by level desc, then id), and the level counts against a
 * count of the listed rows.
 */
async function expectPositionsRight() {
  const repository = leaderboardRepository(db());
  for (const period of PERIODS) {
    const rows = await rowsOf(period);
    const listed = rows.filter((row) => row.inDirectory);
    for (const row of rows) {
      const board: Board = { sport: 'padel', period, viewerId: row.userId, scope: 'global' };
      const expected = listed.filter(
        (other) =>
          other.levelTenths > row.levelTenths || (other.levelTenths === row.levelTenths && other.userId < row.userId),
      ).length;
      expect((await repository.ownPlaced(board))?.ahead, `${period} ${row.userId}`).toBe(expected);
    }
    const counts = await db()
      .select({ levelTenths: leaderboardLevelCounts.levelTenths, players: leaderboardLevelCounts.players })
      .from(leaderboardLevelCounts)
      .where(and(eq(leaderboardLevelCounts.sport, 'padel'), eq(leaderboardLevelCounts.period, period)));
    const expectedCounts = new Map<number, number>();
    for (const row of listed) expectedCounts.set(row.levelTenths, (expectedCounts.get(row.levelTenths) ?? 0) + 1);
    const nonZero = counts.filter((count) => count.players !== 0).map((count) => [count.levelTenths, count.players]);
    expect(new Map(nonZero as [number, number][])).toEqual(expectedCounts);
  }
}

/** Changes a player's directory setting through the profiles repository (what PATCH /api/profile calls). */
async function setInDirectory(userId: string, inDirectory: boolean) {
  const repository = profilesRepository(db());
  const profile = await repository.find(userId);
  if (!profile) throw new Error(`no profile for ${userId}`);
  await repository.update(userId, { ...profile, inDirectory });
}

describe('the global leaderboard follows the directory setting (decision 036)', () => {
  let ana: TestUser;
  let bea: TestUser;
  let rivals: string[];
  beforeAll(async () => {
    ana = await createUser(ctx, { form: { skillLevel: 'avanzado' } });
    bea = await createUser(ctx, { form: { skillLevel: 'principiante' } });
    rivals = [
      await storePlayer(db(), { skillLevel: 'principiante' }),
      await storePlayer(db(), { skillLevel: 'profesional', inDirectory: false }),
      await storePlayer(db(), { skillLevel: 'avanzado' }),
    ];
    const [r1, r2, r3] = rivals as [string, string, string];
    await playRated(ctx, ana, { rivals: [r1], winner: 'player1', endsAfterMinutes: 60 });
    await playRated(ctx, ana, { rivals: [r2], winner: 'player2', endsAfterMinutes: 120 });
    await playRated(ctx, bea, { rivals: [r3], winner: 'player1', endsAfterMinutes: 180 });
    await playRated(ctx, bea, { partner: r1, rivals: [ana.id, r2], winner: 'player2', endsAfterMinutes: 240 });
  });

  it('counts positions among listed players only as matches are finished', async () => {
    expect((await rowsOf('all')).length).toBe(5);
    await expectPositionsRight();
  });

  it('keeps positions right when a player hides and comes back, and a match is finished while hidden', async () => {
    const hide = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { inDirectory: false },
      headers: { cookie: ana.cookie, origin: ORIGIN },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await expectPositionsRight();
    await playRated(ctx, ana, { rivals: [rivals[2] as string], winner: 'player1', endsAfterMinutes: 300 });
    await expectPositionsRight();
    const hidden = rivals[1] as string;
    await setInDirectory(hidden, true);
    await setInDirectory(ana.id, true);
    await expectPositionsRight();
  });

  it('rebuilds the same listing and counts in the recompute', async () => {
    await setInDirectory(bea.id, false);
    const before = await db().select().from(leaderboardLevelCounts);
    await recomputeRatings(db());
    await expectPositionsRight();
    const after = await db().select().from(leaderboardLevelCounts);
    const nonZero = (rows: typeof before) =>
      rows
        .filter((row) => row.players !== 0)
        .sort((a, b) => a.period.localeCompare(b.period) || a.levelTenths - b.levelTenths);
    expect(nonZero(after)).toEqual(nonZero(before));
  });

  it('answers viewers who ask at once each with their own row and position, as when asked one by one', async () => {
    const repository = leaderboardRepository(db());
    const boards: Board[] = [];
    for (const period of PERIODS) {
      for (const row of await rowsOf(period)) {
        boards.push({ sport: 'padel', period, viewerId: row.userId, scope: 'global' });
        // A viewer with no row, between two who have one: the answers must not shift.
        boards.push({ sport: 'tennis', period, viewerId: row.userId, scope: 'global' });
      }
    }
    const oneByOne = [];
    for (const board of boards) oneByOne.push(await repository.ownPlaced(board));
    expect(oneByOne.filter((placed) => placed !== undefined)).toHaveLength(boards.length / 2);
    const atOnce = await Promise.all(boards.map((board) => repository.ownPlaced(board)));
    expect(atOnce).toEqual(oneByOne);
    // The same viewer twice at once: each call gets the row.
    const [first] = boards as [Board];
    const twice = await Promise.all([repository.ownPlaced(first), repository.ownPlaced(first)]);
    expect(twice).toEqual([oneByOne[0], oneByOne[0]]);
  });

  it('takes a deleted account out of the counts', async () => {
    await usersRepository(db()).remove(rivals[0] as string);
    expect((await rowsOf('all')).length).toBe(4);
    await expectPositionsRight();
  });
});
