/**
 * The leaderboard's SQL (decision 036): the global board is one walk of
 * leaderboard_periods_listed_order_idx from the top or from the cursor, and the viewer's position in
 * it the level counts above them plus one count inside their level (in a crowded level, their index in
 * its order kept in memory); the network board reads the viewer's and their connections' rows by
 * primary key.
 */
import { LEADERBOARD_PAGE_SIZE } from '@marcador/contracts';
import type { Sport } from '@marcador/domain';
import { and, asc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callBatcher } from '../../db/call-batcher';
import type { Db } from '../../db/database';
import { connections, leaderboardLevelCounts, leaderboardPeriods, playerRatings, profiles } from '../../db/schema';
import { CROWDED_LEVEL, crowdedLevelOrder } from './leaderboard-cache';

/** Which rows a leaderboard lists: one sport and period, everyone in the directory or a viewer's network. */
export interface Board {
  sport: Sport;
  /** A period key of leaderboard_periods ("all", "2026", "2026-11"). */
  period: string;
  /** The viewer, whose connections the network scope lists (and who is always in it). */
  viewerId: string;
  scope: 'global' | 'network';
}

/** A leaderboard row as read: the level in tenths, the period's counts, all-time rated matches. */
export interface BoardRow {
  userId: string;
  levelTenths: number;
  matches: number;
  wins: number;
  ratedMatches: number;
  firstName: string;
  lastName: string;
  username: string;
}

const columns = {
  userId: leaderboardPeriods.userId,
  levelTenths: leaderboardPeriods.levelTenths,
  matches: leaderboardPeriods.matches,
  wins: leaderboardPeriods.wins,
  ratedMatches: playerRatings.ratedMatches,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  username: profiles.username,
};

/** Rows strictly ahead of (level, id) in the order: higher level, or the same level and a smaller id. */
const ahead = (levelTenths: number | Placeholder, userId: string | Placeholder) =>
  or(
    sql`${leaderboardPeriods.levelTenths} > ${levelTenths}`,
    and(eq(leaderboardPeriods.levelTenths, levelTenths), sql`${leaderboardPeriods.userId} < ${userId}`),
  );
/**
 * Rows strictly behind (level, id). The bound `level <= x` is written out beside the `or` so that
 * PostgreSQL starts the index walk at the cursor's level: with the `or` alone it walked the board from
 * the top and filtered, 54,000 rows for a page half-way down 100,000 (80 ms against 2 ms; decision 036).
 * What is left to filter is the cursor's own level's rows before it.
 */
const behind = (levelTenths: number | Placeholder, userId: string | Placeholder) =>
  and(
    sql`${leaderboardPeriods.levelTenths} <= ${levelTenths}`,
    or(
      sql`${leaderboardPeriods.levelTenths} < ${levelTenths}`,
      and(eq(leaderboardPeriods.levelTenths, levelTenths), sql`${leaderboardPeriods.userId} > ${userId}`),
    ),
  );

/** The board's rows of one sport and period, everyone's (listed or not). */
const inBoard = (sport: Placeholder | Sport, period: Placeholder | string) =>
  and(sql`${leaderboardPeriods.sport} = ${sport}`, sql`${leaderboardPeriods.period} = ${period}`);

/**
 * The global board's statements use placeholders and are prepared once: the leaderboard is read
 * under load, and planning its three-table join took longer than running it (2.5 ms against 0.7 ms
 * at 100,000 players; decision 036).
 */
const at = {
  sport: sql.placeholder('sport'),
  period: sql.placeholder('period'),
  levelTenths: sql.placeholder('levelTenths'),
  userId: sql.placeholder('userId'),
};

/**
 * Who is listed. Global: players in the directory, `listed` (hidden ones still count for others'
 * ratings, they are just not shown; the bare column, as the partial index's predicate is written).
 * Network: the viewer and their connections, hidden or not, since connected players see each other
 * either way (decision 030).
 */
const listedGlobally = and(inBoard(at.sport, at.period), sql`${leaderboardPeriods.listed}`);

function listedInNetwork(board: Board): SQL | undefined {
  // One list of ids rather than "me or a contact": an `or` made PostgreSQL scan the whole board, the
  // list is a primary-key look-up per connection.
  const network = sql`(select ${board.viewerId}::text union all select ${connections.contactId} from ${connections} where ${connections.userId} = ${board.viewerId})`;
  return and(inBoard(board.sport, board.period), inArray(leaderboardPeriods.userId, network));
}

/**
 * Own-row statements in flight at once, and viewers per statement: a few of the pool's connections,
 * and a statement that stays a few index probes per viewer.
 */
const OWN_ROWS_IN_FLIGHT = 2;
const OWN_ROWS_PER_STATEMENT = 64;

/** A cursor's or a row's place in the order, as the statements' values. */
interface Place {
  levelTenths: number;
  userId: string;
}

export function leaderboardRepository(db: Db) {
  const rows = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(leaderboardPeriods)
      .innerJoin(profiles, eq(profiles.userId, leaderboardPeriods.userId))
      .innerJoin(
        playerRatings,
        and(eq(playerRatings.userId, leaderboardPeriods.userId), eq(playerRatings.sport, leaderboardPeriods.sport)),
      )
      .where(where);
  // "nulls last" as the index has it (a plain desc means nulls first, and PostgreSQL would sort every
  // row instead of walking the index; the column has no nulls either way).
  const inOrder = [sql`${leaderboardPeriods.levelTenths} desc nulls last`, asc(leaderboardPeriods.userId)];
  const pageOf = (where: SQL | undefined) =>
    rows(where)
      .orderBy(...inOrder)
      .limit(LEADERBOARD_PAGE_SIZE + 1);

  const globalFirst = pageOf(listedGlobally).prepare('leaderboard_first');
  const globalAfter = pageOf(and(listedGlobally, behind(at.levelTenths, at.userId))).prepare('leaderboard_after');
  const ownRow = rows(and(inBoard(at.sport, at.period), eq(leaderboardPeriods.userId, at.userId))).prepare(
    'leaderboard_own',
  );
  // The global position in the same statement as the own row (one round trip under load): the level
  // counts above it plus the listed rows of its level with a smaller id (an index range of one level).
  const SAME_LEVEL = 'same_level';
  const sameLevel = alias(leaderboardPeriods, SAME_LEVEL);
  const levelsAbove = sql`(select coalesce(sum(${leaderboardLevelCounts.players}), 0) from ${leaderboardLevelCounts}
    where ${leaderboardLevelCounts.sport} = ${leaderboardPeriods.sport}
    and ${leaderboardLevelCounts.period} = ${leaderboardPeriods.period}
    and ${leaderboardLevelCounts.levelTenths} > ${leaderboardPeriods.levelTenths})`;
  const aheadInLevel = sql`(select count(*) from ${leaderboardPeriods} as ${sql.identifier(SAME_LEVEL)}
    where ${sameLevel.sport} = ${leaderboardPeriods.sport} and ${sameLevel.period} = ${leaderboardPeriods.period}
    and ${sameLevel.listed} and ${sameLevel.levelTenths} = ${leaderboardPeriods.levelTenths}
    and ${sameLevel.userId} < ${leaderboardPeriods.userId})`;
  // In a crowded level that count is an index range of most of the level per request (11,857 rows at
  // level 7.0 with 100,000 players): there the statement leaves it out, and the level's order is kept
  // in memory instead (`crowdedLevelOrder`, decision 041).
  const levelPlayers = sql`(select ${leaderboardLevelCounts.players} from ${leaderboardLevelCounts}
    where ${leaderboardLevelCounts.sport} = ${leaderboardPeriods.sport}
    and ${leaderboardLevelCounts.period} = ${leaderboardPeriods.period}
    and ${leaderboardLevelCounts.levelTenths} = ${leaderboardPeriods.levelTenths})`;
  // The viewers asked for, numbered (`k`): several viewers' rows are read by one statement.
  const asked = sql`jsonb_to_recordset(${sql.placeholder('asked')}::jsonb) as asked(k integer, sport text, period text, user_id text)`;
  const globalOwnPlaced = db
    .select({
      k: sql<number>`asked.k`,
      ...columns,
      above: sql<number>`${levelsAbove}::integer`,
      inLevel: sql<number | null>`(case when coalesce(${levelPlayers}, 0) >= ${sql.raw(String(CROWDED_LEVEL))}
        then null else ${aheadInLevel} end)::integer`,
    })
    .from(leaderboardPeriods)
    .innerJoin(
      asked,
      sql`${leaderboardPeriods.userId} = asked.user_id and ${leaderboardPeriods.sport} = asked.sport
        and ${leaderboardPeriods.period} = asked.period`,
    )
    .innerJoin(profiles, eq(profiles.userId, leaderboardPeriods.userId))
    .innerJoin(
      playerRatings,
      and(eq(playerRatings.userId, leaderboardPeriods.userId), eq(playerRatings.sport, leaderboardPeriods.sport)),
    )
    .prepare('leaderboard_own_placed');
  type Placed = Omit<Awaited<ReturnType<typeof globalOwnPlaced.execute>>[number], 'k'>;
  /**
   * Viewers off the first page asking at once share one statement (decision 059): under load each
   * answer's cost was its round trip to the database, not the statement (decision 058). An idle server
   * sends each viewer's at once, as a batch of one; each answer is still read when it is asked for.
   */
  const ownPlacedTogether = callBatcher<Omit<Board, 'scope'>, Placed | undefined>({
    run: async (viewers) => {
      const rows = await globalOwnPlaced.execute({
        asked: JSON.stringify(
          viewers.map(({ sport, period, viewerId }, k) => ({ k, sport, period, user_id: viewerId })),
        ),
      });
      const answers: (Placed | undefined)[] = viewers.map(() => undefined);
      for (const { k, ...row } of rows) answers[k] = row;
      return answers;
    },
    keyOf: ({ sport, period, viewerId }) => `${sport} ${period} ${viewerId}`,
    maxInFlight: OWN_ROWS_IN_FLIGHT,
    maxBatch: OWN_ROWS_PER_STATEMENT,
  });

  const inLevel = and(listedGlobally, sql`${leaderboardPeriods.levelTenths} = ${at.levelTenths}`);
  const levelOrder = db
    .select({ userId: leaderboardPeriods.userId })
    .from(leaderboardPeriods)
    .where(inLevel)
    .orderBy(asc(leaderboardPeriods.userId))
    .prepare('leaderboard_level_order');
  const aheadInLevelOf = db
    .select({ n: sql<number>`count(*)::integer` })
    .from(leaderboardPeriods)
    .where(and(inLevel, sql`${leaderboardPeriods.userId} < ${at.userId}`))
    .prepare('leaderboard_ahead_in_level');

  /**
   * How many listed rows of a crowded level come before the viewer: their index in the level's order
   * kept in memory (read in the database's own order, so no comparison of ids happens here); a viewer
   * not listed is not in it, and their count is read.
   */
  async function aheadInCrowdedLevel(board: Board, levelTenths: number): Promise<number> {
    const { sport, period, viewerId } = board;
    const order = await crowdedLevelOrder(db, sport, period, levelTenths, async () => {
      const rows = await levelOrder.execute({ sport, period, levelTenths });
      return new Map(rows.map((row, index) => [row.userId, index]));
    });
    const index = order.get(viewerId);
    if (index !== undefined) return index;
    const [counted] = await aheadInLevelOf.execute({ sport, period, levelTenths, userId: viewerId });
    return counted?.n ?? 0;
  }

  /** How many of the viewer's network's rows come before (level, id). */
  async function aheadInNetwork(board: Board, row: Place): Promise<number> {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::integer` })
      .from(leaderboardPeriods)
      .where(and(listedInNetwork(board), ahead(row.levelTenths, row.userId)));
    return counted?.n ?? 0;
  }

  return {
    /** LEADERBOARD_PAGE_SIZE + 1 rows after `after` (from the top without), in the leaderboard's order. */
    page(board: Board, after?: Place): Promise<BoardRow[]> {
      if (board.scope === 'network') {
        return pageOf(and(listedInNetwork(board), after ? behind(after.levelTenths, after.userId) : undefined));
      }
      const { sport, period } = board;
      return after ? globalAfter.execute({ sport, period, ...after }) : globalFirst.execute({ sport, period });
    },

    /**
     * The viewer's own row in the board's sport and period, listed or not, with how many listed rows
     * come before it (its position is that plus one). Global: one statement, the level counts above
     * plus one index range inside its level. Network: the row, then a count of the viewer's few rows.
     */
    async ownPlaced(board: Board): Promise<(BoardRow & { ahead: number }) | undefined> {
      if (board.scope === 'global') {
        const placed = await ownPlacedTogether(board);
        if (!placed) return undefined;
        const { above, inLevel: counted, ...row } = placed;
        return { ...row, ahead: above + (counted ?? (await aheadInCrowdedLevel(board, row.levelTenths))) };
      }
      const [row] = await ownRow.execute({ sport: board.sport, period: board.period, userId: board.viewerId });
      return row && { ...row, ahead: await aheadInNetwork(board, row) };
    },
  };
}
