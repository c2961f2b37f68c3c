import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ttsCache } from '../../db/schema';

export interface CachedSpeech {
  contentType: string;
  audio: Buffer;
}

export interface NewCachedSpeech extends CachedSpeech {
  key: string;
  text: string;
  voice: string;
  language: string;
}

/** Synthesised phrases, shared by every server on the database; the least recently used go first. */
export function ttsCacheRepository(db: Db) {
  const use = db
    .update(ttsCache)
    .set({ hits: sql`${ttsCache.hits} + 1`, lastUsedAt: sql`now()` })
    .where(eq(ttsCache.key, sql.placeholder('key')))
    .returning({ contentType: ttsCache.contentType, audio: ttsCache.audio })
    .prepare('tts_cache_use');
  return {
    /** The phrase's audio, counted as used now; undefined when it was never synthesised. */
    async use(key: string): Promise<CachedSpeech | undefined> {
      const [row] = await use.execute({ key });
      // PGlite reads bytea as a Uint8Array, node-postgres as a Buffer.
      return row && { contentType: row.contentType, audio: Buffer.from(row.audio) };
    },
    /**
     * Stores a phrase (a concurrent request may have stored it first: then nothing changes) and
     * removes the least recently used rows beyond `maxRows`, so the table stays bounded. Runs only
     * after a provider call, which costs far more than the delete.
     */
    async put(entry: NewCachedSpeech, maxRows: number): Promise<void> {
      await db.insert(ttsCache).values(entry).onConflictDoNothing({ target: ttsCache.key });
      const beyondLimit = db
        .select({ key: ttsCache.key })
        .from(ttsCache)
        .orderBy(desc(ttsCache.lastUsedAt), desc(ttsCache.key))
        .offset(maxRows);
      await db.delete(ttsCache).where(inArray(ttsCache.key, beyondLimit));
    },
  };
}
