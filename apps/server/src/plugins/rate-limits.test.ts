import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-app';
import { rateLimitRepository } from './rate-limits.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rateLimitRepository', () => {
  it('counts hits per key within a window and tells how long until it resets', async () => {
    const limits = rateLimitRepository(database.db);
    const first = await limits.hit('sign-in:ip:1.2.3.4', 60_000);
    const second = await limits.hit('sign-in:ip:1.2.3.4', 60_000);
    const other = await limits.hit('sign-in:ip:5.6.7.8', 60_000);
    expect([first.hits, second.hits, other.hits]).toEqual([1, 2, 1]);
    expect(second.ttlMs).toBeGreaterThan(58_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one ended, and purges ended windows', async () => {
    const limits = rateLimitRepository(database.db);
    await limits.hit('short', 150);
    expect((await limits.hit('short', 150)).hits).toBe(2);
    await sleep(250);
    expect((await limits.hit('short', 150)).hits).toBe(1);
    await sleep(250);
    await limits.purgeExpired();
    expect((await limits.hit('short', 150)).hits).toBe(1);
  });

  it('counts concurrent hits exactly (one upsert per hit)', async () => {
    const limits = rateLimitRepository(database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => limits.hit('burst', 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('stores keys hashed, never the e-mail address', async () => {
    const limits = rateLimitRepository(database.db);
    await limits.hit('sign-in:email:ana@example.com', 60_000);
    const { rows } = (await database.db.execute('select key from rate_limits')) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });
});
