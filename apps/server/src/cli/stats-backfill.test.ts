import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityCountedMatches,
  communityCounters,
  leaderboardLevelCounts,
  leaderboardPeriods,
  matches,
  playerMatchRecords,
  playerRatings,
  ratedMatches,
} from '../db/schema';
import { storePlayer } from '../modules/network/test-network';
import { playRated } from '../modules/ratings/test-ratings';
import { createUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { statsBackfillCommand } from './stats-backfill';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Everything the finish's hooks write, in a stable order (a counter's slot is random: summed over). */
async function derivedRows() {
  const { updatedAt: _updated, ...ratingColumns } = playerRatings;
  return {
    counters: await db()
      .select({
        metric: communityCounters.metric,
        key: communityCounters.key,
        label: communityCounters.label,
        n: sql<string>`sum(${communityCounters.n})`,
      })
      .from(communityCounters)
      .groupBy(communityCounters.metric, communityCounters.key, communityCounters.label)
      .orderBy(communityCounters.metric, communityCounters.key),
    counted: await db().select().from(communityCountedMatches).orderBy(communityCountedMatches.fingerprint),
    records: await db()
      .select()
      .from(playerMatchRecords)
      .orderBy(playerMatchRecords.matchId, playerMatchRecords.userId),
    rated: await db().select().from(ratedMatches).orderBy(ratedMatches.matchId),
    ratings: await db()
      .select({
        userId: ratingColumns.userId,
        sport: ratingColumns.sport,
        mu: ratingColumns.mu,
        sigma: ratingColumns.sigma,
        levelTenths: ratingColumns.levelTenths,
        ratedMatches: ratingColumns.ratedMatches,
        wins: ratingColumns.wins,
      })
      .from(playerRatings)
      .orderBy(playerRatings.userId),
    periods: await db().select().from(leaderboardPeriods).orderBy(leaderboardPeriods.userId, leaderboardPeriods.period),
    levels: await db()
      .select()
      .from(leaderboardLevelCounts)
      .where(sql`${leaderboardLevelCounts.players} <> 0`)
      .orderBy(asc(leaderboardLevelCounts.period), asc(leaderboardLevelCounts.levelTenths)),
  };
}

/** As before the statistics tables existed: none of the derived rows, no match recorded. */
async function forgetDerivedRows() {
  for (const table of [
    communityCounters,
    communityCountedMatches,
    playerMatchRecords,
    ratedMatches,
    playerRatings,
    leaderboardPeriods,
    leaderboardLevelCounts,
  ]) {
    await db().delete(table);
  }
  await db().update(matches).set({ factsRecorded: false });
}

describe('npm run stats:backfill (decision 042)', () => {
  it('writes exactly what the finish wrote for matches completed before the tables, and nothing on a second run', async () => {
    const ana = await createUser(ctx, { form: { skillLevel: 'avanzado' } });
    const bea = await createUser(ctx);
    const [rival, partner, other] = [
      await storePlayer(db()),
      await storePlayer(db()),
      await storePlayer(db(), { inDirectory: false }),
    ];
    await playRated(ctx, ana, { rivals: [rival], winner: 'player1', endsAfterMinutes: 60 });
    await playRated(ctx, ana, { partner, rivals: [rival, other], winner: 'player2', endsAfterMinutes: 90 });
    await playRated(ctx, bea, { rivals: [null], winner: 'player1', endsAfterMinutes: 120 });
    await playRated(ctx, bea, { rivals: [rival], winner: 'player2', endsAfterMinutes: 150, reason: 'abandoned' });
    await playRated(ctx, bea, { rivals: [ana.id], winner: 'player1', endsAfterMinutes: 180 });
    // Ana saves the same match from her side: counted once, rated once, in both players' records.
    await playRated(ctx, ana, { rivals: [bea.id], winner: 'player2', endsAfterMinutes: 181 });
    const finished = await derivedRows();
    expect(finished.rated).toHaveLength(3);
    expect(finished.counters.length).toBeGreaterThan(0);
    expect(finished.counted.length).toBeGreaterThan(0);
    expect(finished.records.length).toBeGreaterThan(6);

    await forgetDerivedRows();
    expect((await derivedRows()).records).toEqual([]);
    expect(await statsBackfillCommand(ctx.database)).toEqual({
      code: 0,
      message: 'Backfilled 5 completed matches; replayed 3 rated matches: 5 player ratings.',
    });
    expect(await derivedRows()).toEqual(finished);
    const unrecorded = await db().select().from(matches).where(eq(matches.factsRecorded, false));
    expect(unrecorded.map((match) => match.status)).toEqual(['incomplete']);

    expect(await statsBackfillCommand(ctx.database)).toEqual({
      code: 0,
      message: 'Backfilled 0 completed matches; replayed 3 rated matches: 5 player ratings.',
    });
    expect(await derivedRows()).toEqual(finished);
  });
});
