import { listMatchesResponseSchema } from '@marcador/contracts';
import { initialScore } from '@marcador/domain';
import { describe, expect, it, vi } from 'vitest';
import { serializerFor } from '../../plugins/response-serializer';
import { historyPages } from './history-page';
import type { HistoryKey, SummaryRow } from './matches.repository';
import { gameConfig, matchBody } from './test-matches';

/** Client ids are 8 characters at least. */
const [A, B, C, GONE] = ['match-aa', 'match-bb', 'match-cc', 'match-gone'];

const at = new Date(Date.UTC(2026, 10, 25, 18, 0, 0));

/** A stored summary row at `revision`, with `entryCount` as its distinguishing figure. */
const row = (id: string, revision: number, entryCount = revision): SummaryRow & HistoryKey => ({
  id,
  revision,
  status: 'in_progress',
  config: gameConfig(),
  rules: matchBody().rules,
  score: initialScore(),
  result: null,
  startedAt: at,
  endedAt: null,
  createdAt: at,
  updatedAt: at,
  entryCount,
});

/** The rows a database holds, and a `read` over them that counts what it was asked for. */
function stored(rows: (SummaryRow & HistoryKey)[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const read = vi.fn(async (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []));
  return { byId, read };
}

const parse = (page: Buffer) => listMatchesResponseSchema.parse(JSON.parse(page.toString('utf8')));

describe('historyPages', () => {
  it('writes the page as the list schema does, in the keys’ order', async () => {
    const db = stored([row(A, 1), row(B, 2)]);
    const page = await historyPages().write({
      keys: [
        { id: B, revision: 2 },
        { id: A, revision: 1 },
      ],
      hiddenCount: 3,
      read: db.read,
    });
    const parsed = parse(page);
    expect(parsed.matches.map((match) => match.id)).toEqual([B, A]);
    expect(parsed.hiddenCount).toBe(3);
    expect(page.toString('utf8')).toBe(serializerFor(listMatchesResponseSchema)(parsed));
  });

  it('reads a match again only when its revision moved, and shows the new one', async () => {
    const db = stored([row(A, 1), row(B, 1)]);
    const pages = historyPages();
    const keys = (a: number, b: number) => [
      { id: A, revision: a },
      { id: B, revision: b },
    ];
    await pages.write({ keys: keys(1, 1), hiddenCount: 0, read: db.read });
    expect(db.read).toHaveBeenLastCalledWith([A, B]);
    await pages.write({ keys: keys(1, 1), hiddenCount: 0, read: db.read });
    expect(db.read).toHaveBeenCalledTimes(1);
    db.byId.set(B, row(B, 2, 40));
    const page = parse(await pages.write({ keys: keys(1, 2), hiddenCount: 0, read: db.read }));
    expect(db.read).toHaveBeenLastCalledWith([B]);
    expect(page.matches.map((match) => match.entryCount)).toEqual([1, 40]);
  });

  it('leaves out a match the database no longer has, and an empty page is an empty list', async () => {
    const db = stored([row(A, 1)]);
    const pages = historyPages();
    const page = parse(
      await pages.write({
        keys: [
          { id: GONE, revision: 1 },
          { id: A, revision: 1 },
        ],
        hiddenCount: 0,
        read: db.read,
      }),
    );
    expect(page.matches.map((match) => match.id)).toEqual([A]);
    expect(parse(await pages.write({ keys: [], hiddenCount: 5, read: db.read }))).toEqual({
      matches: [],
      hiddenCount: 5,
    });
  });

  it('keeps at most its capacity, the least recently listed going first', async () => {
    const db = stored([row(A, 1), row(B, 1), row(C, 1)]);
    const pages = historyPages(2);
    const list = (id: string) => pages.write({ keys: [{ id, revision: 1 }], hiddenCount: 0, read: db.read });
    await list(A);
    await list(B);
    await list(A); // Kept: a is now the most recent.
    await list(C); // Evicts b.
    expect(db.read.mock.calls).toEqual([[[A]], [[B]], [[C]]]);
    await list(A);
    await list(B);
    expect(db.read.mock.calls).toEqual([[[A]], [[B]], [[C]], [[B]]]);
  });
});
