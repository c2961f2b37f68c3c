import { scoreMatch } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, matchBody, matchesApi } from './test-matches';

// Each server keeps the rows it wrote last to score a point in one statement; these tests make two
// servers on one database take turns, so each one's cached row is always stale for the next point.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let other: Awaited<ReturnType<typeof buildApp>>;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp({ config: loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off' }), database: ctx.database });
  await other.ready();
  user = await createUser(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const pointsOf = (entries: readonly { type: string; side?: string }[]) =>
  entries.flatMap((entry) => (entry.type === 'point_won' ? [entry.side as 'player1' | 'player2'] : []));

describe('two servers scoring one match', () => {
  it('never extends a fold the other server moved on: the score is the replay of every point', async () => {
    const here = matchesApi(ctx, user);
    const there = matchesApi({ ...ctx, app: other }, user);
    const log = entryLog().points('12112122211121122');
    const id = await here.play(log.entries.slice(0, 1));
    for (const [index, entry] of log.entries.entries()) {
      if (index === 0) continue;
      const res = await (index % 3 === 0 ? here : there).append(id, [entry]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ stored: 1, duplicates: 0, match: { entryCount: index + 1 } });
    }
    for (const api of [here, there]) {
      const { match } = (await api.get(id)).json();
      expect(match.entryCount).toBe(log.entries.length);
      expect(match.score).toEqual(scoreMatch(matchBody().rules, pointsOf(log.entries)));
    }
  });

  it('stores each entry once when both servers receive the same points at the same time', async () => {
    const here = matchesApi(ctx, user);
    const there = matchesApi({ ...ctx, app: other }, user);
    const log = entryLog().points('1');
    const id = await here.play(log.entries);
    await there.append(id, log.entries);
    log.points('2122');
    const batch = log.entries.slice(1);
    const answers = await Promise.all([here, there, here, there].map((api) => api.append(id, batch)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, res) => sum + res.json().stored, 0)).toBe(batch.length);
    const { match } = (await there.get(id)).json();
    expect(match.entryCount).toBe(5);
    expect(match.score).toEqual(scoreMatch(matchBody().rules, pointsOf(log.entries)));
  });
});

describe('two servers listing one history', () => {
  it('lists what the other server changed since: a kept summary is never older than the row', async () => {
    const here = matchesApi(ctx, user);
    const there = matchesApi({ ...ctx, app: other }, user);
    const log = entryLog().points('1111');
    const id = await here.play(log.entries.slice(0, 1));
    const listed = async (api: typeof here) =>
      ((await api.list()).json().matches as { id: string; entryCount: number; status: string }[]).find(
        (match) => match.id === id,
      );
    // Both servers keep the summary at this revision...
    expect(await listed(here)).toMatchObject({ entryCount: 1 });
    expect(await listed(there)).toMatchObject({ entryCount: 1 });
    // ...then each one moves the match in turn, and the other lists the change.
    expect((await there.append(id, log.entries.slice(1, 3))).statusCode).toBe(200);
    expect(await listed(here)).toMatchObject({ entryCount: 3 });
    expect((await here.finish(id, { reason: 'abandoned', endedAt: Date.now() })).statusCode).toBe(200);
    expect(await listed(there)).toMatchObject({ entryCount: 3, status: 'incomplete' });
  });
});
