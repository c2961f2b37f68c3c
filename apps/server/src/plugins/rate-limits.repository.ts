import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';

/** The state of one counter after a hit. */
export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

/** Counters keyed by a hash, so e-mail addresses used as limit subjects are not stored in clear. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fixed-window counters in the database, so every server instance shares them. One upsert per hit;
 * the database clock decides windows, so instances with skewed clocks agree.
 */
export function rateLimitRepository(db: Db) {
  const window = sql`(${sql.placeholder('windowMs')}::int * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetsAt} <= now()`;
  // Prepared once: limited routes (live scoring's writes among them) run it on every request.
  const upsert = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, resetsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetsAt} - now())) * 1000))::int`,
    })
    .prepare('rate_limit_hit');
  return {
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const [row] = await upsert.execute({ key: hashKey(key), windowMs });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: row.hits, ttlMs: Number(row.ttlMs) };
    },
    /** Drops counters whose window ended; they would restart from 1 anyway. */
    async purgeExpired(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
