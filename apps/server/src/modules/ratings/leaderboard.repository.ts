/**
 * The leaderboard's SQL (decision 036): the global board is one walk of
 * leaderboard_periods_listed_order_idx from the top or from the cursor, and the viewer's position in
 * it the level counts above them plus one count inside their level; the network board reads the
 * viewer's and their connections' rows by primary key.
 */
import { LEADERBOARD_PAGE_SIZE } from '@marcador/contracts';
import type { Sport } from '@marcador/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connections, leaderboardLevelCounts, leaderboardPeriods, playerRatings, profiles } from '../../db/schema';

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
const ahead = (levelTenths: number, userId: string) =>
  or(
    sql`${leaderboardPeriods.levelTenths} > ${levelTenths}`,
    and(eq(leaderboardPeriods.levelTenths, levelTenths), sql`${leaderboardPeriods.userId} < ${userId}`),
  );
const behind = (levelTenths: number, userId: string) =>
  or(
    sql`${leaderboardPeriods.levelTenths} < ${levelTenths}`,
    and(eq(leaderboardPeriods.levelTenths, levelTenths), sql`${leaderboardPeriods.userId} > ${userId}`),
  );

/**
 * Who is listed. Global: players in the directory, `listed` (hidden ones still count for others'
 * ratings, they are just not shown; the bare column, as the partial index's predicate is written). Network: the viewer and their connections, hidden or not, since
 * connected players see each other either way (decision 030).
 */
function listed(board: Board): SQL | undefined {
  const inBoard = and(eq(leaderboardPeriods.sport, board.sport), eq(leaderboardPeriods.period, board.period));
  if (board.scope === 'global') return and(inBoard, sql`${leaderboardPeriods.listed}`);
  // One list of ids rather than "me or a contact": an `or` made PostgreSQL scan the whole board, the
  // list is a primary-key look-up per connection (decision 036).
  const network = sql`(select ${board.viewerId}::text union all select ${connections.contactId} from ${connections} where ${connections.userId} = ${board.viewerId})`;
  return and(inBoard, inArray(leaderboardPeriods.userId, network));
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

  return {
    /** LEADERBOARD_PAGE_SIZE + 1 rows after `after` (from the top without), in the leaderboard's order. */
    page(board: Board, after?: { levelTenths: number; userId: string }): Promise<BoardRow[]> {
      return (
        rows(and(listed(board), after ? behind(after.levelTenths, after.userId) : undefined))
          // "nulls last" as the index has it (a plain desc means nulls first, and PostgreSQL would sort
          // every row instead of walking the index; the column has no nulls either way).
          .orderBy(sql`${leaderboardPeriods.levelTenths} desc nulls last`, asc(leaderboardPeriods.userId))
          .limit(LEADERBOARD_PAGE_SIZE + 1)
      );
    },

    /** The viewer's own row in the board's sport and period, listed or not. */
    async own(board: Board): Promise<BoardRow | undefined> {
      const [row] = await rows(
        and(
          eq(leaderboardPeriods.sport, board.sport),
          eq(leaderboardPeriods.period, board.period),
          eq(leaderboardPeriods.userId, board.viewerId),
        ),
      );
      return row;
    },

    /**
     * How many listed rows come before (level, id): a row's position is this plus one. Global: the
     * level counts above plus the listed rows of the same level with a smaller id (an index range of
     * one level). Network: a count of the viewer's few rows.
     */
    async countAhead(board: Board, row: { levelTenths: number; userId: string }): Promise<number> {
      if (board.scope === 'network') {
        const [counted] = await db
          .select({ n: sql<number>`count(*)::integer` })
          .from(leaderboardPeriods)
          .where(and(listed(board), ahead(row.levelTenths, row.userId)));
        return counted?.n ?? 0;
      }
      const levelsAbove = db
        .select({ n: sql`coalesce(sum(${leaderboardLevelCounts.players}), 0)` })
        .from(leaderboardLevelCounts)
        .where(
          and(
            eq(leaderboardLevelCounts.sport, board.sport),
            eq(leaderboardLevelCounts.period, board.period),
            sql`${leaderboardLevelCounts.levelTenths} > ${row.levelTenths}`,
          ),
        );
      const [counted] = await db
        .select({ n: sql<number>`(count(*) + (${levelsAbove}))::integer` })
        .from(leaderboardPeriods)
        .where(
          and(
            listed(board),
            eq(leaderboardPeriods.levelTenths, row.levelTenths),
            sql`${leaderboardPeriods.userId} < ${row.userId}`,
          ),
        );
      return counted?.n ?? 0;
    },
  };
}
