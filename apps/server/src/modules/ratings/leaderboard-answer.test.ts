import { type LeaderboardRow, leaderboardResponseSchema } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { serializerFor } from '../../plugins/response-serializer';
import type { BoardRow } from './leaderboard.repository';
import { rowsOfHeldPage, writtenAnswer } from './leaderboard-answer';

const boardRow = (userId: string, levelTenths: number): BoardRow => ({
  userId,
  levelTenths,
  matches: 4,
  wins: 3,
  ratedMatches: 9,
  firstName: 'Zoë "la" Ruiz',
  lastName: 'Ñandú',
  username: userId,
});
const toRows = (read: readonly BoardRow[]): LeaderboardRow[] =>
  read.map((row, i) => ({
    position: i + 1,
    player: { id: row.userId, name: `${row.firstName} ${row.lastName}`, username: row.username },
    level: row.levelTenths / 10,
    provisional: false,
    matches: row.matches,
    wins: row.wins,
    winRate: row.wins / row.matches,
  }));

describe('the leaderboard answer around a held page (decision 058)', () => {
  it('shapes and writes a held page once, and a page read again anew', () => {
    const calls: number[] = [];
    const shape = (read: readonly BoardRow[]) => {
      calls.push(read.length);
      return toRows(read);
    };
    const page = [boardRow('a', 52), boardRow('b', 41)];
    const first = rowsOfHeldPage(page, shape);
    expect(rowsOfHeldPage(page, shape)).toBe(first);
    expect(calls).toEqual([2]);
    const readAgain = [boardRow('a', 53)];
    expect(rowsOfHeldPage(readAgain, shape).rows.map((row) => row.level)).toEqual([5.3]);
    expect(calls).toEqual([2, 1]);
  });

  it('writes exactly what the route’s schema writes, with text that needs escaping, me or not', () => {
    const { rows, written } = rowsOfHeldPage([boardRow('a', 52), boardRow('b', 41)], toRows);
    const writeAnswer = serializerFor(leaderboardResponseSchema);
    for (const rest of [
      { me: rows[1] ?? null, nextCursor: null },
      { me: { ...(rows[0] as LeaderboardRow), position: 1_234 }, nextCursor: 'eyJ4Ijox' },
      { me: null, nextCursor: 'eyJ4Ijox' },
    ]) {
      const text = writtenAnswer(written, rest);
      expect(text).toBe(writeAnswer({ rows: [...rows], ...rest }));
      expect(JSON.parse(text)).toEqual({ rows, ...rest });
    }
  });
});
