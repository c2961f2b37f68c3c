import { initialRating, levelTenths } from '@marcador/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardPeriods, playerRatings, ratedMatches } from '../../db/schema';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { storePlayer } from '../network/test-network';
import { recomputeRatings } from './ratings-recompute';
import { padelRating, playRated } from './test-ratings';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const recordOf = async (matchId: string) =>
  (await db().select().from(ratedMatches)).find((row) => row.matchId === matchId);

describe('rating a completed match (decision 036)', () => {
  let ana: TestUser;
  beforeAll(async () => {
    ana = await createUser(ctx, { form: { skillLevel: 'avanzado' } });
  });

  it('rates a singles match between registered players from their declared levels', async () => {
    const rival = await storePlayer(db(), { skillLevel: 'principiante' });
    const id = await playRated(ctx, ana, { rivals: [rival], winner: 'player1', endsAfterMinutes: 60 });
    const [mine, theirs] = [await padelRating(ctx, ana.id), await padelRating(ctx, rival)];
    expect(mine).toMatchObject({ ratedMatches: 1, wins: 1 });
    expect(theirs).toMatchObject({ ratedMatches: 1, wins: 0 });
    expect(mine?.mu).toBeGreaterThan(initialRating('avanzado').mu);
    expect(theirs?.mu).toBeLessThan(initialRating('principiante').mu);
    expect(mine?.levelTenths).toBe(levelTenths({ mu: mine?.mu ?? 0 }));
    expect(await recordOf(id)).toMatchObject({
      team1: [ana.id],
      team2: [rival],
      winner: 'team1',
      seeds: { [rival]: 'principiante' },
    });
    const periods = await db().select().from(leaderboardPeriods).orderBy(asc(leaderboardPeriods.period));
    expect(periods.filter((row) => row.userId === rival).map((row) => [row.period, row.matches, row.wins])).toEqual([
      ['2026', 1, 0],
      ['2026-11', 1, 0],
      ['all', 1, 0],
    ]);
  });

  it('rates nobody when a seat is a typed name, nor an abandoned match', async () => {
    const rival = await storePlayer(db());
    const partner = await storePlayer(db());
    await playRated(ctx, ana, { partner, rivals: [rival, null], winner: 'player1', endsAfterMinutes: 120 });
    await playRated(ctx, ana, { rivals: [rival], winner: 'player1', endsAfterMinutes: 180, reason: 'abandoned' });
    expect(await padelRating(ctx, rival)).toBeUndefined();
    expect(await padelRating(ctx, partner)).toBeUndefined();
  });

  it("keeps a past month's row at the level it ended with, and moves the rows of now", async () => {
    // Players of their own: saved out of end order, their matches share no player with the others.
    const owner = await createUser(ctx);
    const rival = await storePlayer(db());
    const rowsOf = async () =>
      Object.fromEntries(
        (await db().select().from(leaderboardPeriods))
          .filter((row) => row.userId === rival)
          .map((row) => [row.period, row.levelTenths]),
      );
    await playRated(ctx, owner, { rivals: [rival], winner: 'player1', endsAfterMinutes: -40 * 24 * 60 });
    const afterOctober = (await padelRating(ctx, rival))?.levelTenths;
    await playRated(ctx, owner, { rivals: [rival], winner: 'player1', endsAfterMinutes: 30 });
    const now = (await padelRating(ctx, rival))?.levelTenths;
    expect(now).toBeLessThan(afterOctober ?? 0);
    expect(await rowsOf()).toEqual({ all: now, '2026': now, '2026-10': afterOctober, '2026-11': now });
  });

  it('counts a match once when the opponent saves it too', async () => {
    const luis = await createUser(ctx);
    const first = await playRated(ctx, ana, { rivals: [luis.id], winner: 'player2', endsAfterMinutes: 240 });
    const before = await padelRating(ctx, luis.id);
    // Luis's copy: his own side first, the same result, saved ten minutes later.
    const copy = await playRated(ctx, luis, { rivals: [ana.id], winner: 'player1', endsAfterMinutes: 250 });
    expect(await recordOf(first)).toBeDefined();
    expect(await recordOf(copy)).toBeUndefined();
    expect(await padelRating(ctx, luis.id)).toEqual(before);
  });
});

describe('npm run ratings:recompute', () => {
  it('gives exactly the ratings and counts the matches gave one at a time', async () => {
    const eva = await createUser(ctx, { form: { skillLevel: 'intermedio' } });
    const [a, b, c] = [
      await storePlayer(db()),
      await storePlayer(db(), { skillLevel: 'profesional' }),
      await storePlayer(db()),
    ];
    // Saved in the order they end, after the matches of the tests above.
    await playRated(ctx, eva, { partner: a, rivals: [b, c], winner: 'player1', endsAfterMinutes: 600 });
    await playRated(ctx, eva, { rivals: [b], winner: 'player2', endsAfterMinutes: 660 });
    await playRated(ctx, eva, { partner: b, rivals: [a, c], winner: 'player2', endsAfterMinutes: 720 });
    const snapshot = async () => ({
      ratings: (await db().select().from(playerRatings).orderBy(asc(playerRatings.userId))).map(
        ({ updatedAt: _updatedAt, ...row }) => row,
      ),
      periods: await db()
        .select()
        .from(leaderboardPeriods)
        .orderBy(asc(leaderboardPeriods.userId), asc(leaderboardPeriods.period)),
    });
    const incremental = await snapshot();
    expect(incremental.ratings.length).toBeGreaterThanOrEqual(6);
    expect(await recomputeRatings(db())).toMatchObject({ players: incremental.ratings.length });
    expect(await snapshot()).toEqual(incremental);
  });
});
