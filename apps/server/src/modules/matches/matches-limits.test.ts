import { MAX_ENTRIES_PER_BATCH, type MatchLogEntryInput } from '@marcador/contracts';
import { MAX_MATCH_ENTRIES } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { type EntryLog, entryLog, matchesApi } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
let api: ReturnType<typeof matchesApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
  api = matchesApi(ctx, user);
});
afterAll(() => ctx.close());

/** Creates a match holding `count` points, stored in the largest batches a device sends. */
async function matchHolding(count: number): Promise<{ id: string; log: EntryLog }> {
  const log = entryLog().points('12'.repeat(count / 2));
  const id = await api.play();
  for (let from = 0; from < count; from += MAX_ENTRIES_PER_BATCH) {
    const res = await api.append(id, log.entries.slice(from, from + MAX_ENTRIES_PER_BATCH));
    if (res.statusCode !== 200) throw new Error(`append failed: ${res.statusCode} ${res.body}`);
  }
  return { id, log };
}

const lastOf = (log: EntryLog, count: number): MatchLogEntryInput[] => log.entries.slice(-count);

describe('entries per match', () => {
  it('refuses, whole, a batch that would take the match past the cap: 409 match_full, nothing stored', async () => {
    const { id, log } = await matchHolding(MAX_MATCH_ENTRIES - 10);
    const crossing = lastOf(log.points('1'.repeat(20)), 20);
    const refused = await api.append(id, crossing);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('match_full');
    const { match, entries } = (await api.get(id)).json();
    expect(match.entryCount).toBe(MAX_MATCH_ENTRIES - 10);
    expect(entries).toHaveLength(MAX_MATCH_ENTRIES - 10);
  });

  it('takes entries up to the cap, then refuses any new one (an undo too) but answers a resend', async () => {
    const { id, log } = await matchHolding(MAX_MATCH_ENTRIES - 10);
    const last = lastOf(log.points('1'.repeat(10)), 10);
    const filled = await api.append(id, last);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ stored: 10, match: { entryCount: MAX_MATCH_ENTRIES } });

    for (const more of [lastOf(log.points('2'), 1), lastOf(log.undo(), 1)]) {
      const refused = await api.append(id, more);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('match_full');
    }
    const resent = await api.append(id, last);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ stored: 0, duplicates: 10, match: { entryCount: MAX_MATCH_ENTRIES } });
  });

  it('counts concurrent batches exactly: at 1,700 entries, 3 of 8 batches of 100 fit', async () => {
    const { id, log } = await matchHolding(MAX_MATCH_ENTRIES - 300);
    log.points('12'.repeat(400));
    const batches = Array.from({ length: 8 }, (_, i) => log.entries.slice(-800 + i * 100, -700 + i * 100 || undefined));
    const answers = await Promise.all(batches.map((batch) => api.append(id, batch)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'stored' : res.json().error.code));
    expect(codes.filter((code) => code === 'stored')).toHaveLength(3);
    expect(codes.filter((code) => code === 'match_full')).toHaveLength(5);
    const { match, entries } = (await api.get(id)).json();
    expect(entries).toHaveLength(MAX_MATCH_ENTRIES);
    expect(match.entryCount).toBe(MAX_MATCH_ENTRIES);
  });
});
