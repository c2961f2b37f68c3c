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

/** Keys as the database writes them (`id:revision,...`). */
const written = (...keys: [string, number][]) => keys.map(([id, revision]) => `${id}:${revision}`).join(',');

const parse = (page: Buffer) => listMatchesResponseSchema.parse(JSON.parse(page.toString('utf8')));

describe('historyPages', () => {
  it('writes the page as the list schema does, in the keys’ order', async () => {
    const db = stored([row(A, 1), row(B, 2)]);
    const page = await historyPages().write({
      name: 'ana',
      written: written([B, 2], [A, 1]),
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
    const keys = (a: number, b: number) => written([A, a], [B, b]);
    await pages.write({ name: 'ana', written: keys(1, 1), hiddenCount: 0, read: db.read });
    expect(db.read).toHaveBeenLastCalledWith([A, B]);
    await pages.write({ name: 'luis', written: keys(1, 1), hiddenCount: 0, read: db.read });
    expect(db.read).toHaveBeenCalledTimes(1);
    db.byId.set(B, row(B, 2, 40));
    const page = parse(await pages.write({ name: 'ana', written: keys(1, 2), hiddenCount: 0, read: db.read }));
    expect(db.read).toHaveBeenLastCalledWith([B]);
    expect(page.matches.map((match) => match.entryCount)).toEqual([1, 40]);
  });

  it('leaves out a match the database no longer has, and an empty page is an empty list', async () => {
    const db = stored([row(A, 1)]);
    const pages = historyPages();
    const page = parse(
      await pages.write({ name: 'ana', written: written([GONE, 1], [A, 1]), hiddenCount: 0, read: db.read }),
    );
    expect(page.matches.map((match) => match.id)).toEqual([A]);
    expect(parse(await pages.write({ name: 'ana', written: '', hiddenCount: 5, read: db.read }))).toEqual({
      matches: [],
      hiddenCount: 5,
    });
  });

  it('keeps at most its capacity of summaries, the least recently listed going first', async () => {
    const db = stored([row(A, 1), row(B, 1), row(C, 1)]);
    // No whole pages kept: every answer is written from the summaries.
    const pages = historyPages(2, 0);
    const list = (id: string) => pages.write({ name: id, written: written([id, 1]), hiddenCount: 0, read: db.read });
    await list(A);
    await list(B);
    await list(A); // Kept: a is now the most recent.
    await list(C); // Evicts b.
    expect(db.read.mock.calls).toEqual([[[A]], [[B]], [[C]]]);
    await list(A);
    await list(B);
    expect(db.read.mock.calls).toEqual([[[A]], [[B]], [[C]], [[B]]]);
  });

  it('sends the answer written last under a name again while its keys and count are the same', async () => {
    const db = stored([row(A, 1), row(B, 1)]);
    // No summaries kept: only a whole page kept answers without reading.
    const pages = historyPages(0);
    const source = (name: string, keys: string, hiddenCount = 0) => ({
      name,
      written: keys,
      hiddenCount,
      read: db.read,
    });
    const first = await pages.write(source('ana', written([A, 1], [B, 1])));
    expect(await pages.write(source('ana', written([A, 1], [B, 1])))).toBe(first);
    expect(db.read).toHaveBeenCalledTimes(1);
    // Another revision, another order, another count, another page: written again.
    db.byId.set(B, row(B, 2, 40));
    const moved = await pages.write(source('ana', written([A, 1], [B, 2])));
    const reordered = await pages.write(source('ana', written([B, 2], [A, 1])));
    expect(parse(reordered).matches.map((match) => match.id)).toEqual([B, A]);
    expect(parse(await pages.write(source('ana', written([B, 2], [A, 1]), 4))).hiddenCount).toBe(4);
    await pages.write(source('luis', written([B, 2], [A, 1]), 4));
    expect(db.read).toHaveBeenCalledTimes(5);
    expect(moved.toString('utf8')).not.toBe(first.toString('utf8'));
  });

  it('keeps at most its capacity of pages, the least recently sent going first', async () => {
    const db = stored([row(A, 1)]);
    const pages = historyPages(0, 2);
    const list = (name: string) => pages.write({ name, written: written([A, 1]), hiddenCount: 0, read: db.read });
    await list('ana');
    await list('luis');
    await list('ana');
    await list('eva'); // Evicts luis's.
    expect(db.read).toHaveBeenCalledTimes(3);
    await list('ana');
    await list('luis');
    expect(db.read).toHaveBeenCalledTimes(4);
  });
});
