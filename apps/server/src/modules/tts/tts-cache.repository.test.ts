import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-app';
import { ttsCacheRepository } from './tts-cache.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const phrase = (key: string) => ({
  key,
  text: `frase ${key}`,
  voice: 'nova',
  language: 'es',
  contentType: 'audio/mpeg',
  audio: Buffer.from([0, 255, key.charCodeAt(0)]),
});

describe('tts cache repository', () => {
  it('gives back the stored bytes and content type; an unknown key is undefined', async () => {
    const cache = ttsCacheRepository(database.db);
    await cache.put(phrase('a'), 10);
    expect(await cache.use('a')).toEqual({ contentType: 'audio/mpeg', audio: Buffer.from([0, 255, 97]) });
    expect(await cache.use('missing')).toBeUndefined();
  });

  it('keeps the first audio when a phrase is stored twice', async () => {
    const cache = ttsCacheRepository(database.db);
    await cache.put(phrase('b'), 10);
    await cache.put({ ...phrase('b'), audio: Buffer.from([1]) }, 10);
    expect((await cache.use('b'))?.audio).toEqual(Buffer.from([0, 255, 98]));
  });

  it('removes the least recently used phrases beyond the limit', async () => {
    const cache = ttsCacheRepository(database.db);
    for (const key of ['p', 'q', 'r']) await cache.put(phrase(key), 100);
    await cache.use('p'); // now more recent than q and r
    await cache.put(phrase('s'), 3);
    const kept = [];
    for (const key of ['a', 'b', 'p', 'q', 'r', 's']) if (await cache.use(key)) kept.push(key);
    expect(kept).toEqual(['p', 'r', 's']);
  });
});
