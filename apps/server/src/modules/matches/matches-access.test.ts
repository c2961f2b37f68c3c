import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { matchesRepository } from './matches.repository';
import { entryLog, matchBody, matchesApi, newId, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestUser;
let stranger: TestUser;
let ownerApi: ReturnType<typeof matchesApi>;
let strangerApi: ReturnType<typeof matchesApi>;
let matchId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger] = [await createUser(ctx), await createUser(ctx)];
  ownerApi = matchesApi(ctx, owner);
  strangerApi = matchesApi(ctx, stranger);
  matchId = await ownerApi.play(entryLog().points('1212').entries);
});
afterAll(() => ctx.close());

const expectNotFound = (res: { statusCode: number; json: () => { error: { code: string } } }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('not_found');
};

describe("another user's match", () => {
  it('answers 404 to reads, writes and finishes, exactly as an unknown id does', async () => {
    const unknown = newId();
    for (const id of [matchId, unknown]) {
      expectNotFound(await strangerApi.get(id));
      expectNotFound(await strangerApi.append(id, entryLog().points('2').entries));
      expectNotFound(await strangerApi.finish(id, { reason: 'manual', endedAt: T0 + 60_000 }));
    }
    // Nothing changed for the owner.
    const { match, entries } = (await ownerApi.get(matchId)).json();
    expect(match).toMatchObject({ status: 'in_progress', entryCount: 4 });
    expect(entries).toHaveLength(4);
    expect(await matchesRepository(ctx.database.db).entriesOf(matchId)).toHaveLength(4);
  });

  it('answers 404 to a PUT of an id someone else holds, and leaves that match alone', async () => {
    const res = await strangerApi.put(matchId, matchBody({ startedAt: null }));
    expectNotFound(res);
    expect((await ownerApi.get(matchId)).json().match.startedAt).toBe(new Date(T0).toISOString());
  });

  it('never lists it', async () => {
    await strangerApi.play();
    const listed = (await strangerApi.list()).json().matches.map((match: { id: string }) => match.id);
    expect(listed).toHaveLength(1);
    expect(listed).not.toContain(matchId);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/matches', undefined],
    ['GET', '/api/matches/00000000-aaaa', undefined],
    ['PUT', '/api/matches/00000000-aaaa', matchBody()],
    ['POST', '/api/matches/00000000-aaaa/entries', { entries: entryLog().points('1').entries }],
    ['POST', '/api/matches/00000000-aaaa/finish', { reason: 'manual', endedAt: T0 }],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const res = await ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('refuses a write from another site', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${newId()}`,
      payload: matchBody(),
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('write limits', () => {
  it('bounds finishes per user a minute (429 with Retry-After), leaving other users alone', async () => {
    const player = await createUser(ctx);
    const api = matchesApi(ctx, player);
    const id = await api.play();
    const finish = () => api.finish(id, { reason: 'abandoned', endedAt: T0 + 60_000 });
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await finish()).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await finish();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await ownerApi.finish(matchId, { reason: 'abandoned', endedAt: T0 + 60_000 })).statusCode).toBe(200);
  });
});
