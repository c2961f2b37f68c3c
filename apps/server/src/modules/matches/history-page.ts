import { matchListItemSchema } from '@marcador/contracts';
import { serializerFor } from '../../plugins/response-serializer';
import { toMatchSummary } from './match-summary';
import { type HistoryKey, readHistoryKeys, type SummaryRow } from './matches.repository';
import { recentlyUsed } from './recently-used';

/** Summaries kept per process: a few thousand players' histories, a few MB at most. */
const CAPACITY = 5_000;
/** Whole pages kept per process (a page of 20 matches is about 10 KB): about 10 MB at most. */
const PAGE_CAPACITY = 1_000;

const writeItem = serializerFor(matchListItemSchema);
const OPEN = Buffer.from('{"matches":[');

/** A kept item's bytes in a buffer of their own: a slice of Node's shared pool would hold its whole slab. */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
const COMMA = Buffer.from(',');

/** A page of the history as the keys and the count of hidden matches say, read by the caller. */
export interface HistoryPageSource {
  /** Which of the owner's pages (owner, filter, cursor, plan): the page last written under it is kept. */
  name: string;
  /** The page's keys as the database wrote them (`id:revision,...`, see `readHistoryKeys`). */
  written: string;
  hiddenCount: number;
  /** The stored summaries of `ids` (the owner's only), with their revisions, in any order. */
  read(ids: string[]): Promise<(SummaryRow & HistoryKey)[]>;
}

/**
 * The history list's answers, written from each match's summary as the API writes it, kept with the
 * revision it was read at (least recently used evicted first). The list reads only each match's id
 * and revision from the database and takes the written summary from here while the revision is the
 * same: every change of a match's row moves its revision (in any process), so a kept summary is never
 * one the database has moved past. What it saves is the part of a page that grows with its size:
 * PostgreSQL writing out the JSON columns, this process parsing them, shaping them for the API and
 * writing them again (decision 025). The answer is what `listMatchesResponseSchema`'s serialiser
 * writes: each match by `matchListItemSchema`'s, in the same envelope. A page asked again with the
 * same keys (a player reopening the history) is the answer written last time, sent as it is.
 */
export function historyPages(capacity = CAPACITY, pageCapacity = PAGE_CAPACITY) {
  const kept = recentlyUsed<{ revision: number; written: Buffer }>(capacity);
  // The last answer under each page's name, with the keys and count it was written for: the same keys
  // (the same matches at the same revisions) make the same answer, sent again without reading them.
  const pages = recentlyUsed<{ keys: string; hiddenCount: number; answer: Buffer }>(pageCapacity);

  /** The written summaries of `keys`, in their order; a match `read` no longer finds is left out. */
  const summaries = async (keys: readonly HistoryKey[], read: HistoryPageSource['read']): Promise<Buffer[]> => {
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const { id, revision } of keys) {
      const entry = kept.get(id);
      if (entry?.revision === revision) {
        found.set(id, entry.written);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      for (const row of await read(missing)) {
        const written = ownBytes(writeItem(toMatchSummary(row)));
        found.set(row.id, written);
        kept.set(row.id, { revision: row.revision, written });
      }
    }
    return keys.flatMap(({ id }) => found.get(id) ?? []);
  };

  return {
    /** The page's answer (a `ListMatchesResponse`), written. */
    async write({ name, written: keys, hiddenCount, read }: HistoryPageSource): Promise<Buffer> {
      const last = pages.get(name);
      if (last?.keys === keys && last.hiddenCount === hiddenCount) return last.answer;
      const parts: Buffer[] = [OPEN];
      for (const [i, written] of (await summaries(readHistoryKeys(keys), read)).entries()) {
        if (i > 0) parts.push(COMMA);
        parts.push(written);
      }
      parts.push(Buffer.from(`],"hiddenCount":${hiddenCount}}`));
      const answer = Buffer.concat(parts);
      pages.set(name, { keys, hiddenCount, answer });
      return answer;
    },
  };
}
