/**
 * The leaderboard (decision 036): a page of players by level, with the viewer's own row and position
 * wherever it falls. "This month" and "this year" are read at `now`, in UTC.
 */
import { LEADERBOARD_PAGE_SIZE, type LeaderboardQuery, type LeaderboardRow } from '@marcador/contracts';
import { displayName, periodKeys } from '@marcador/domain';
import type { Db } from '../../db/database';
import { type Board, type BoardRow, leaderboardRepository } from './leaderboard.repository';
import { rowsOfHeldPage, writtenAnswer } from './leaderboard-answer';
import { firstPageOf } from './leaderboard-cache';
import { decodeLeaderboardCursor, encodeLeaderboardCursor } from './leaderboard-cursor';
import { shownLevel } from './player-levels';
import { ALL_TIME } from './ratings.repository';

function toRow(row: BoardRow, position: number): LeaderboardRow {
  return {
    position,
    player: { id: row.userId, name: displayName(row), username: row.username },
    ...shownLevel(row.levelTenths, row.ratedMatches),
    matches: row.matches,
    wins: row.wins,
    winRate: row.wins / row.matches,
  };
}

export function leaderboardService(db: Db) {
  const repository = leaderboardRepository(db);
  return {
    async page(viewerId: string, query: LeaderboardQuery, now: number) {
      const period = query.period === 'all' ? ALL_TIME : periodKeys(now)[query.period];
      const board: Board = { sport: query.sport, period, viewerId, scope: query.scope };
      const after = query.cursor === undefined ? undefined : decodeLeaderboardCursor(query.cursor);
      const toRows = (read: readonly BoardRow[]) =>
        read.slice(0, LEADERBOARD_PAGE_SIZE).map((row, i) => toRow(row, (after?.position ?? 0) + i + 1));
      // The global board's first page is what nearly every viewer opens: held in memory (decision 041),
      // its rows shaped and written once while it is held (decision 058).
      const held = after === undefined && board.scope === 'global';
      const read = held
        ? await firstPageOf(db, board.sport, period, () => repository.page(board))
        : await repository.page(board, after);
      const { rows, written } = held ? rowsOfHeldPage(read, toRows) : { rows: toRows(read), written: null };
      const last = rows.at(-1);
      const lastRead = read[rows.length - 1];
      const nextCursor =
        read.length > LEADERBOARD_PAGE_SIZE && last && lastRead
          ? encodeLeaderboardCursor({
              levelTenths: lastRead.levelTenths,
              userId: lastRead.userId,
              position: last.position,
            })
          : null;
      const me = await ownRow(board, rows);
      // The answer as the route's schema writes it; a held page's rows as written before.
      return written === null ? { rows, me, nextCursor } : writtenAnswer(written, { me, nextCursor });
    },
  };

  /** The viewer's row: from the page when it is there, else read with its position. */
  async function ownRow(board: Board, rows: readonly LeaderboardRow[]): Promise<LeaderboardRow | null> {
    const onPage = rows.find((row) => row.player.id === board.viewerId);
    if (onPage) return onPage;
    const own = await repository.ownPlaced(board);
    return own ? toRow(own, own.ahead + 1) : null;
  }
}
