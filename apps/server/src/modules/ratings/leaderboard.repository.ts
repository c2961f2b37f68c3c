/**
 * The leaderboard's SQL (decision 036): one walk of leaderboard_periods_order_idx from the top or
 * from the cursor, and for the viewer's own row one count along the same index.
 */
import { LEADERBOARD_PAGE_SIZE } from '@marcador/contracts';
import type { Sport } from '@marcador/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connections, leaderboardPeriods, playerRatings, profiles } from '../../db/schema';

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
 * Who is listed. Global: players in the directory (hidden ones still count for others' ratings,
 * they are just not shown). Network: the viewer and their connections, hidden or not, since
 * connected players see each other either way (decision 030).
 */
function listed(board: Board): SQL | undefined {
  const inBoard = and(eq(leaderboardPeriods.sport, board.sport), eq(leaderboardPeriods.period, board.period));
  if (board.scope === 'global') return and(inBoard, eq(profiles.inDirectory, true));
  const contacts = sql`(select ${connections.contactId} from ${connections} where ${connections.userId} = ${board.viewerId})`;
  return and(inBoard, or(eq(leaderboardPeriods.userId, board.viewerId), inArray(leaderboardPeriods.userId, contacts)));
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

    /** How many listed rows come before (level, id): a row's position is this plus one. */
    async countAhead(board: Board, row: { levelTenths: number; userId: string }): Promise<number> {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(leaderboardPeriods)
        .innerJoin(profiles, eq(profiles.userId, leaderboardPeriods.userId))
        .where(and(listed(board), ahead(row.levelTenths, row.userId)));
      return counted?.n ?? 0;
    },
  };
}
