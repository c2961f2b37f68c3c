import type { InvitedPlayer, MyStatisticsResponse } from '@marcador/contracts';
import { STATISTICS_SNAPSHOT_VERSION, statisticsSnapshot } from '@marcador/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerMatchRecords, playerStatistics, users } from '../../db/schema';
import { createUser, nextIp, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from '../matches/test-matches';
import { statisticsRepository } from './statistics.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** `owner` wins a love game against `invited` (or typed names), ended `minutes` after T0. */
async function wonMatch(owner: TestUser, minutes: number, invited: TestUser | null = null) {
  const invitedPlayers: InvitedPlayer[] = invited ? [{ email: invited.email, name: 'Bea', position: 'team2_1' }] : [];
  const api = matchesApi(ctx, owner);
  const id = await api.play(entryLog().games('1').entries, matchBody({ config: gameConfig({ invitedPlayers }) }));
  const answer = await api.finish(id, { reason: 'manual', endedAt: T0 + minutes * 60_000 });
  expect(answer.statusCode, answer.body).toBe(200);
  return id;
}

/** What the Stats tab shows `user`. */
async function statisticsOf(user: TestUser): Promise<MyStatisticsResponse> {
  const headers = { cookie: user.cookie };
  const response = await ctx.app.inject({ method: 'GET', url: '/api/stats/me', headers, remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The matches the Stats tab says `user` played. */
const playedBy = async (user: TestUser) => (await statisticsOf(user)).summary.played;

async function keptRow(user: TestUser) {
  const [row] = await ctx.database.db.select().from(playerStatistics).where(eq(playerStatistics.userId, user.id));
  return row;
}

/**
 * Rewrites the kept snapshot's count of matches played, its versions untouched, so that an answer of
 * `played` can only come from the snapshot; `v` rewrites the domain's version too.
 */
async function tamper(user: TestUser, played: number, v = STATISTICS_SNAPSHOT_VERSION) {
  await ctx.database.db
    .update(playerStatistics)
    .set({
      snapshot: sql`jsonb_set(jsonb_set(${playerStatistics.snapshot}, '{summary,played}', ${String(played)}::jsonb),
        '{v}', ${String(v)}::jsonb)`,
    })
    .where(eq(playerStatistics.userId, user.id));
}

describe('statistics snapshots (decision 037)', () => {
  it("takes the players' snapshots right after a finish and answers from them", async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    await wonMatch(ana, 0, bea);
    await ctx.app.statisticsRefresh.idle();
    for (const player of [ana, bea]) {
      const row = await keptRow(player);
      expect(row?.snapshotVersion).toBe(row?.version);
      expect(row?.snapshot?.summary.played).toBe(1);
    }
    await tamper(ana, 7);
    expect(await playedBy(ana)).toBe(7);
  });

  it('takes another snapshot once a record was written, changed or the domain moved on', async () => {
    const ana = await createUser(ctx);
    await wonMatch(ana, 0);
    expect(await playedBy(ana)).toBe(1);
    await ctx.app.statisticsRefresh.idle();

    // A change to a record moves the version: the kept snapshot no longer stands for the records.
    await tamper(ana, 7);
    await ctx.database.db
      .update(playerMatchRecords)
      .set({ outcome: sql`${playerMatchRecords.outcome}` })
      .where(eq(playerMatchRecords.userId, ana.id));
    expect(await playedBy(ana)).toBe(1);

    // Another finish, read at once (whether or not its refresh has run).
    await tamper(ana, 7);
    await wonMatch(ana, 30);
    expect(await playedBy(ana)).toBe(2);
    await ctx.app.statisticsRefresh.idle();

    // A snapshot of another version of the domain's figures is taken again and kept anew.
    await tamper(ana, 7, STATISTICS_SNAPSHOT_VERSION - 1);
    expect(await playedBy(ana)).toBe(2);
    expect((await keptRow(ana))?.snapshot).toMatchObject({ v: STATISTICS_SNAPSHOT_VERSION, summary: { played: 2 } });
  });

  it("forgets a match removed with its owner's account", async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    await wonMatch(bea, 0, ana);
    await wonMatch(ana, 30);
    expect(await playedBy(ana)).toBe(2);
    const before = await keptRow(ana);
    expect(before?.snapshotVersion).toBe(before?.version);
    // Bea's match goes with her account (cascade): Ana's record of it too.
    await ctx.database.db.delete(users).where(eq(users.id, bea.id));
    expect(await playedBy(ana)).toBe(1);
    expect((await keptRow(ana))?.version).toBeGreaterThan(before?.version ?? 0);
  });

  it('never keeps a snapshot of records that changed after they were read', async () => {
    const ana = await createUser(ctx);
    await wonMatch(ana, 0);
    await ctx.app.statisticsRefresh.idle();
    const repository = statisticsRepository(ctx.database.db);
    const read = await repository.recordsAndVersion(ana.id);
    expect(read.records).toHaveLength(1);
    // A finish commits between the read and the keep.
    await wonMatch(ana, 30);
    await ctx.app.statisticsRefresh.idle();
    const kept = await keptRow(ana);
    const stale = statisticsSnapshot(read.records, Date.now());
    expect(await repository.keepSnapshot(ana.id, read.version ?? -1, stale)).toBe(false);
    expect((await keptRow(ana))?.snapshotVersion).toBe(kept?.version);
    expect(await playedBy(ana)).toBe(2);
  });

  it('answers from the kept snapshot exactly as when it took it (fractions through jsonb included)', async () => {
    const ana = await createUser(ctx, { premium: true });
    const bea = await createUser(ctx);
    await wonMatch(ana, 0, bea);
    await wonMatch(ana, 30);
    await wonMatch(bea, 60, ana);
    await ctx.app.statisticsRefresh.idle();
    // Taken by this read (no kept snapshot), then read back from the one it kept.
    await ctx.database.db
      .update(playerStatistics)
      .set({ snapshot: null, snapshotVersion: null })
      .where(eq(playerStatistics.userId, ana.id));
    const taken = await statisticsOf(ana);
    const kept = await statisticsOf(ana);
    expect((await keptRow(ana))?.snapshotVersion).toBe((await keptRow(ana))?.version);
    expect(taken.summary.winPercent).toBeCloseTo(200 / 3);
    // The trends' buckets count back from each read's own clock; everything else is the same.
    expect({ ...kept, detailed: { ...kept.detailed, trends: null } }).toEqual({
      ...taken,
      detailed: { ...taken.detailed, trends: null },
    });
    expect(kept.detailed?.trends.map((trend) => trend.played)).toEqual(taken.detailed?.trends.map((t) => t.played));
  });

  it('keeps nothing for a player without records', async () => {
    const cleo = await createUser(ctx);
    expect(await playedBy(cleo)).toBe(0);
    expect(await keptRow(cleo)).toBeUndefined();
  });
});
