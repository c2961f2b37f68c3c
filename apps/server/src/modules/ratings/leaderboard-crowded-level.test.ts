import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BulkPlayer, insertPlayers } from '../../cli/bulk-players.repository';
import { createTestApp } from '../../test-app';
import { type Board, leaderboardRepository } from './leaderboard.repository';
import { CROWDED_LEVEL, leaderboardChanged } from './leaderboard-cache';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const LEVEL = 70;
const PERIOD = 'all';

/** Stores players at padel level 7.0 of all time, listed or hidden as their directory setting says. */
async function storeAtLevel(prefix: string, inDirectory: readonly boolean[]): Promise<string[]> {
  const players: BulkPlayer[] = inDirectory.map((listed, i) => ({
    firstName: 'Par',
    lastName: `Nivel ${i}`,
    username: `${prefix}${i}`,
    city: '',
    sports: ['padel'],
    skillLevel: null,
    inDirectory: listed,
  }));
  const ids = await insertPlayers(db(), players, prefix);
  const listed = inDirectory.filter(Boolean).length;
  await db().execute(sql`insert into player_ratings (user_id, sport, mu, sigma, level_tenths, rated_matches, wins)
    select id, 'padel', 25, 8, ${LEVEL}, 5, 2 from unnest(${`{${ids.join(',')}}`}::text[]) as t(id)`);
  await db().execute(sql`insert into leaderboard_periods (user_id, sport, period, level_tenths, matches, wins, listed)
    select id, 'padel', ${PERIOD}, ${LEVEL}, 5, 2, listed
    from unnest(${`{${ids.join(',')}}`}::text[], ${`{${inDirectory.join(',')}}`}::boolean[]) as t(id, listed)`);
  await db().execute(sql`insert into leaderboard_level_counts (sport, period, level_tenths, players)
    values ('padel', ${PERIOD}, ${LEVEL}, ${listed})
    on conflict (sport, period, level_tenths) do update set players = leaderboard_level_counts.players + ${listed}`);
  return ids;
}

/** What the position counts, as the database orders ids: listed rows of the level before `userId`. */
async function listedBefore(userId: string): Promise<number> {
  const result = await db().execute(sql`select count(*)::integer as n from leaderboard_periods
    where sport = 'padel' and period = ${PERIOD} and listed and level_tenths = ${LEVEL} and user_id < ${userId}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

const aheadOf = async (userId: string) => {
  const board: Board = { sport: 'padel', period: PERIOD, viewerId: userId, scope: 'global' };
  return (await leaderboardRepository(db()).ownPlaced(board))?.ahead;
};

describe('a position inside a crowded level (decision 041)', () => {
  it("is the viewer's index in the level's order held in memory, read again after a change", async () => {
    const prefix = `crowd-${randomUUID().slice(0, 8)}-`;
    // CROWDED_LEVEL listed, and two players hidden from the directory: not in the order, their count is read.
    const inDirectory = Array.from({ length: CROWDED_LEVEL + 2 }, (_, i) => i !== 7 && i !== 500);
    const ids = await storeAtLevel(prefix, inDirectory);
    const viewers = [ids[0], ids[1], ids[7], ids[500], ids[777], ids.at(-1)] as string[];
    for (const viewer of viewers) expect(await aheadOf(viewer), viewer).toBe(await listedBefore(viewer));

    // A newcomer listed ahead of a viewer: the held order does not know of them yet (the clock stands
    // still, so the order's second is not up), and does once a change is reported, as every writer
    // of the board reports its commits.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const viewer = ids[777] as string;
      const before = (await aheadOf(viewer)) ?? 0;
      await storeAtLevel(`${prefix}0a`, [true]);
      expect(await listedBefore(viewer)).toBe(before + 1);
      expect(await aheadOf(viewer)).toBe(before);
      leaderboardChanged();
      expect(await aheadOf(viewer)).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
