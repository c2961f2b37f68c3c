import { listMatchesResponseSchema, type MatchListItem } from '@marcador/contracts';
import { FREE_HISTORY_LIMIT } from '@marcador/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { serializerFor } from '../../plugins/response-serializer';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { accessRepository } from '../accounts/access.repository';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Api = ReturnType<typeof matchesApi>;
interface Page {
  matches: MatchListItem[];
  hiddenCount: number;
}

const ids = (page: Page) => page.matches.map((match) => match.id);
const list = async (api: Api, query = ''): Promise<Page> => (await api.list(query)).json();

/** Plays and completes a match by hand; returns its id. */
async function completed(api: Api): Promise<string> {
  const id = await api.play(entryLog().points('1').entries);
  const res = await api.finish(id, { reason: 'manual', endedAt: T0 + 3_600_000 });
  if (res.statusCode !== 200) throw new Error(res.body);
  return id;
}

/** Follows the cursor from page to page, `limit` at a time, and returns every id seen in order. */
async function allPages(api: Api, limit: number, filter = ''): Promise<string[]> {
  const seen: string[] = [];
  let query = `?limit=${limit}${filter}`;
  for (;;) {
    const page = await list(api, query);
    seen.push(...ids(page));
    const last = page.matches[page.matches.length - 1];
    if (page.matches.length < limit || !last) return seen;
    query = `?limit=${limit}${filter}&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`;
  }
}

describe('the answer', () => {
  it('is exactly what the list schema writes, with text that needs escaping, kept or read afresh', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    const names = { team1: 'Los "Rápidos" \\ 🎾', team2: '</script>\u2028' };
    const config = gameConfig({
      team1: { name: names.team1, color: 'green', players: ['Ñandú Pérez', 'Zoë'] },
      team2: { name: names.team2, color: 'blue', players: ['Luis', ''] },
    });
    await api.play(entryLog().games('1').entries, matchBody({ config }));
    const write = serializerFor(listMatchesResponseSchema);
    for (const time of ['first read', 'kept']) {
      const res = await api.list();
      expect(res.headers['content-type'], time).toBe('application/json; charset=utf-8');
      const page = listMatchesResponseSchema.strict().parse(res.json());
      expect(res.body, time).toBe(write(page));
      expect(page.matches[0]?.config.team1.name).toBe(names.team1);
      expect(page.matches[0]?.sets).toEqual([{ player1: 1, player2: 0, finished: false, tiebreak: null }]);
      // The format's name is written from the rules.
      expect(page.matches[0]?.rules).toEqual({ sport: 'padel', deuce: 'golden', finalSet: 'full' });
    }
  });
});

describe('a list read again', () => {
  it('shows every change made since, through the API or straight in the database', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    const log = entryLog().games('1');
    const id = await api.play(log.entries);
    const setsOf = async () => (await list(api)).matches.map((match) => match.sets[0]?.player1);
    expect(await setsOf()).toEqual([1]);
    const appended = await api.append(id, log.games('1').entries.slice(-4));
    expect(appended.statusCode).toBe(200);
    expect(await setsOf()).toEqual([2]);
    const second = await api.play();
    expect(ids(await list(api))).toEqual([second, id]);
    await ctx.database.db.delete(matches).where(inArray(matches.id, [second]));
    expect(ids(await list(api))).toEqual([id]);
  });
});

describe('history order and pages', () => {
  let api: Api;
  let played: string[];
  beforeAll(async () => {
    api = matchesApi(ctx, await createUser(ctx, { premium: true }));
    played = [];
    for (let i = 0; i < 5; i++) played.push(await api.play());
  });

  it('lists the newest match first', async () => {
    expect(ids(await list(api))).toEqual([...played].reverse());
  });

  it('pages with the cursor without skipping or repeating', async () => {
    expect(await allPages(api, 2)).toEqual([...played].reverse());
  });

  it('breaks ties between matches created in the same millisecond by id', async () => {
    // Later than the two untouched matches, so the tied three head the list whatever today's date.
    const same = new Date(Date.now() + 86_400_000);
    const tied = played.slice(0, 3);
    // As every write of the app does, the revision moves with the row (the list keeps summaries by it).
    await ctx.database.db
      .update(matches)
      .set({ createdAt: same, revision: sql`${matches.revision} + 1` })
      .where(inArray(matches.id, tied));
    const order = await allPages(api, 1);
    expect(order).toHaveLength(5);
    expect(new Set(order).size).toBe(5);
    expect(order.slice(0, 3)).toEqual([...tied].sort().reverse());
  });

  it('filters by status', async () => {
    const abandoned = played[4] ?? '';
    await api.finish(abandoned, { reason: 'abandoned', endedAt: T0 + 60_000 });
    expect(ids(await list(api, '?status=incomplete'))).toEqual([abandoned]);
    expect(ids(await list(api, '?status=in_progress'))).not.toContain(abandoned);
  });
});

describe('free plan', () => {
  let user: TestUser;
  let api: Api;
  let done: string[];
  let open: string[];
  beforeAll(async () => {
    user = await createUser(ctx);
    api = matchesApi(ctx, user);
    done = [];
    for (let i = 0; i < FREE_HISTORY_LIMIT + 2; i++) done.push(await completed(api));
    open = [await api.play(), await api.play()];
    await api.finish(open[0] ?? '', { reason: 'abandoned', endedAt: T0 });
  });

  it('shows the latest 10 completed matches and every unfinished one, counting the hidden ones', async () => {
    const page = await list(api, '?limit=100');
    expect(page.hiddenCount).toBe(2);
    expect(ids(page)).toEqual([...open].reverse().concat(done.slice(2).reverse()));
  });

  it('applies the cap to a status filter and across pages', async () => {
    const page = await list(api, '?status=completed&limit=100');
    expect(ids(page)).toEqual(done.slice(2).reverse());
    expect(page.hiddenCount).toBe(2);
    expect(await allPages(api, 3, '&status=completed')).toEqual(done.slice(2).reverse());
  });

  it('refuses by id the matches the list hides (403 plan_required) and reads the ones it shows', async () => {
    for (const hidden of done.slice(0, 2)) {
      const res = await api.get(hidden);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'plan_required', key: 'plan.errors.historyLimit' });
      expect(res.json().error.message).toContain('10');
    }
    for (const shown of [...done.slice(2), ...open]) expect((await api.get(shown)).statusCode).toBe(200);
  });

  it('shows everything once the user goes Premium', async () => {
    await accessRepository(ctx.database.db).setManualPlan(user.id, 'premium');
    // A plan set outside the API (the user CLI) reaches servers once their session cache expires; skip the wait.
    ctx.app.sessionReader.forgetAll();
    const page = await list(api, '?limit=100');
    expect(page.hiddenCount).toBe(0);
    expect(page.matches).toHaveLength(FREE_HISTORY_LIMIT + 4);
    expect(await allPages(api, 5)).toEqual([...open].reverse().concat([...done].reverse()));
    expect((await api.get(done[0] ?? '')).statusCode).toBe(200);
  });
});

describe('free plan, matches created in the same millisecond', () => {
  it('hides by id what the list hides by id', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    const done: string[] = [];
    for (let i = 0; i <= FREE_HISTORY_LIMIT; i++) done.push(await completed(api));
    await ctx.database.db
      .update(matches)
      .set({ createdAt: new Date(T0) })
      .where(inArray(matches.id, done));
    const shown = ids(await list(api, '?limit=100'));
    expect(shown).toEqual([...done].sort().reverse().slice(0, FREE_HISTORY_LIMIT));
    for (const id of done) expect((await api.get(id)).statusCode).toBe(shown.includes(id) ? 200 : 403);
  });
});

describe('the sets a match shows', () => {
  let api: Api;
  beforeAll(async () => {
    api = matchesApi(ctx, await createUser(ctx));
  });
  const finishedSet = (player1: number, player2: number) => ({ player1, player2, finished: true, tiebreak: null });

  it('keeps the unfinished set of a match ended by hand, in its summary and in history', async () => {
    // 6-3, then 1-0 and 15-0 in the second set when the match is ended.
    const id = await api.play(entryLog().games('111222111').games('1').points('1').entries);
    const finished = await api.finish(id, { reason: 'manual', endedAt: T0 + 3_600_000 });
    expect(finished.statusCode, finished.body).toBe(200);
    const sets = [finishedSet(6, 3), { player1: 1, player2: 0, finished: false, tiebreak: null }];
    expect(finished.json().match).toMatchObject({ status: 'completed', result: 'player1', sets });
    expect((await api.get(id)).json().match.sets).toEqual(sets);
    const listed = (await list(api)).matches.find((match) => match.id === id);
    expect(listed?.sets).toEqual(sets);
  });

  it('keeps the tie-break points of a set abandoned in a tie-break', async () => {
    const id = await api.play(entryLog().games('121212121212').points('112').entries);
    await api.finish(id, { reason: 'abandoned', endedAt: T0 + 3_600_000 });
    const listed = (await list(api)).matches.find((match) => match.id === id);
    expect(listed).toMatchObject({ status: 'incomplete' });
    expect(listed?.sets).toEqual([{ player1: 6, player2: 6, finished: false, tiebreak: { player1: 2, player2: 1 } }]);
  });

  it('shows a match won outright with its finished sets only', async () => {
    const id = await api.play(entryLog().games('1111121').games('111111').entries);
    await api.finish(id, { reason: 'match_over', endedAt: T0 + 3_600_000 });
    expect((await api.get(id)).json().match.sets).toEqual([finishedSet(6, 1), finishedSet(6, 0)]);
  });
});
