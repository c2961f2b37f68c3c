/**
 * The leaderboard's answer written as the route's schema writes it, with the rows of a held page
 * written once (decision 058). The global board's first page is held in memory and nearly every
 * viewer asks for it (leaderboard-cache.ts); building its 20 rows and writing them as JSON again for
 * each viewer was the largest part of an answer that reads nothing else from the database. Rows are
 * kept by the held page they came from (the same array while it is held), so a page read again is
 * written again, and a page no longer held is forgotten with it.
 */
import { type LeaderboardResponse, type LeaderboardRow, leaderboardResponseSchema } from '@marcador/contracts';
import { serializerFor } from '../../plugins/response-serializer';
import type { BoardRow } from './leaderboard.repository';

const writeAnswer = serializerFor(leaderboardResponseSchema);
const writeRows = serializerFor(leaderboardResponseSchema.shape.rows);
/** What the schema's serialiser writes first: the rows come first in the answer. */
const NO_ROWS = '{"rows":[]';

/** A held page's rows, shaped and written once. */
interface WrittenRows {
  rows: readonly LeaderboardRow[];
  written: string;
}

const byPage = new WeakMap<readonly BoardRow[], WrittenRows>();

/** The rows of the held page `read` as `toRows` shapes them, shaped and written once per page. */
export function rowsOfHeldPage(
  read: readonly BoardRow[],
  toRows: (read: readonly BoardRow[]) => LeaderboardRow[],
): WrittenRows {
  let kept = byPage.get(read);
  if (!kept) {
    const rows = toRows(read);
    kept = { rows, written: writeRows(rows) };
    byPage.set(read, kept);
  }
  return kept;
}

/**
 * The answer as the schema's serialiser writes it: `me` and the cursor written now, the rows as
 * `written` already has them.
 */
export function writtenAnswer(written: string, rest: Omit<LeaderboardResponse, 'rows'>): string {
  const text = writeAnswer({ rows: [], ...rest });
  if (!text.startsWith(NO_ROWS)) throw new Error('the leaderboard answer no longer starts with its rows');
  return `{"rows":${written}${text.slice(NO_ROWS.length)}`;
}
