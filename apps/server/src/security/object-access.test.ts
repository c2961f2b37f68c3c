import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryLog, matchBody, matchesApi, newId, T0 } from '../modules/matches/test-matches';
import { courtAdminWithVenue } from '../modules/venues/test-venues';
import { createUser, nextIp, ORIGIN, signIn, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { accessWorld } from './access-world';
import { urlOf } from './openapi-routes';
import { ROUTE_ACCESS } from './route-access';

/**
 * Object-level access: user B guesses user A's ids and tries every route that takes one, and the
 * routes that act on "my" data with A's identifiers in the body or query. Every attempt is a 404
 * (as for an id that does not exist) or leaves A alone, and A's data reads the same afterwards.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let alice: TestUser;
let bob: TestUser;
let liveId: string;
let finishedId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // A password of her own, so B naming it as his current one proves nothing by coincidence.
  alice = await createUser(ctx, { premium: true, form: { password: 'Alicia#2026', confirmPassword: 'Alicia#2026' } });
  bob = await createUser(ctx, { premium: true });
  const api = matchesApi(ctx, alice);
  liveId = await api.play(entryLog().points('1212').entries);
  finishedId = await api.play(entryLog().games('1111').entries);
  const finished = await api.finish(finishedId, { reason: 'manual', endedAt: T0 + 600_000 });
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.body}`);
});
afterAll(() => ctx.close());

function send(user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie: user.cookie },
    remoteAddress: nextIp(),
  });
}

/** Everything A can read about themselves, to compare before and after B's attempts. */
async function everythingOf(user: TestUser) {
  const read = async (url: string) => {
    const response = await send(user, 'GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  return {
    me: await read('/api/me'),
    emailSettings: await read('/api/email-settings'),
    matches: await read('/api/matches'),
    live: await read(`/api/matches/${liveId}`),
    finished: await read(`/api/matches/${finishedId}`),
  };
}

const expectNotFound = (response: { statusCode: number; json: () => { error: { code: string } } }) => {
  expect(response.statusCode).toBe(404);
  expect(response.json().error.code).toBe('not_found');
};

describe("B and A's matches", () => {
  it('reads, configures, scores and finishes nothing of A: 404 as for an id that does not exist', async () => {
    const before = await everythingOf(alice);
    const api = matchesApi(ctx, bob);
    for (const id of [liveId, finishedId, newId()]) {
      expectNotFound(await api.get(id));
      expectNotFound(await api.append(id, entryLog().points('2222').entries));
      expectNotFound(await api.finish(id, { reason: 'abandoned', endedAt: T0 + 60_000 }));
      if (id !== liveId && id !== finishedId) continue;
      expectNotFound(await api.put(id, matchBody({ startedAt: null })));
    }
    expect(await everythingOf(alice)).toEqual(before);
  });

  it("never lists A's matches, whatever the query", async () => {
    await matchesApi(ctx, bob).play();
    for (const query of ['', '?status=completed', `?before=${new Date().toISOString()}&beforeId=${liveId}`]) {
      const response = await send(bob, 'GET', `/api/matches${query}`);
      expect(response.statusCode, query).toBe(200);
      const ids = response.json().matches.map((match: { id: string }) => match.id);
      expect(ids).not.toContain(liveId);
      expect(ids).not.toContain(finishedId);
    }
  });
});

describe("B and A's account", () => {
  it("changes only B's own profile and settings, whatever ids B names", async () => {
    const before = await everythingOf(alice);
    // Ids in the body or query are not fields of these routes: ignored or refused, never obeyed.
    const profile = await send(bob, 'PATCH', `/api/profile?userId=${alice.id}`, { city: 'Cádiz', userId: alice.id });
    expect([200, 400]).toContain(profile.statusCode);
    const settings = await send(bob, 'PUT', `/api/email-settings?email=${encodeURIComponent(alice.email)}`, {
      invitations: false,
      marketing: true,
      email: alice.email,
    });
    expect([200, 400]).toContain(settings.statusCode);
    if (settings.statusCode === 200) expect(settings.json().email).toBe(bob.email);
    const me = await send(bob, 'GET', `/api/me?userId=${alice.id}`);
    expect(me.json().user.id).toBe(bob.id);
    expect(await everythingOf(alice)).toEqual(before);
  });

  it("cannot take A's username", async () => {
    const username = (await everythingOf(alice)).me.profile.username;
    const response = await send(bob, 'PATCH', '/api/profile', { username });
    expect(response.statusCode).toBe(409);
    expect((await everythingOf(alice)).me.profile.username).toBe(username);
  });

  it("cannot change A's password by naming it: the check is against B's own; A still signs in with it", async () => {
    const response = await send(bob, 'POST', '/api/account/password', {
      currentPassword: alice.password,
      newPassword: 'Robada!123',
      confirmPassword: 'Robada!123',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    await expect(signIn(ctx, alice.email, alice.password)).resolves.toContain('=');
  });

  it('keeps sessions apart: a cookie altered by one character is nobody', async () => {
    const altered = bob.cookie.replace(/.(;|$)/, (last, rest) => (last[0] === 'a' ? 'b' : 'a') + rest);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: altered } });
    expect(response.statusCode).toBe(401);
  });
});

describe("court admin B and A's venue", () => {
  it("reads and edits only B's own venue: A's is neither shown nor changed", async () => {
    const [courtA, courtB] = [
      await createUser(ctx, { roles: ['court_admin'] }),
      await createUser(ctx, { roles: ['court_admin'] }),
    ];
    const created = await send(courtA, 'POST', '/api/venues', {
      name: 'Club Norte',
      courtNames: ['Pista 1'],
      sessionMinutes: 90,
    });
    expect(created.statusCode).toBe(201);
    const before = (await send(courtA, 'GET', '/api/venues/mine')).json();
    const venueId = created.json().venue?.id ?? before.venue?.id;
    for (const url of ['/api/venues/mine', `/api/venues/mine?id=${venueId}`]) {
      expectNotFound(await send(courtB, 'GET', url));
      expectNotFound(await send(courtB, 'PATCH', url, { name: 'Club Robado' }));
      // Naming A's venue in the body is not a field of the route: refused outright.
      expect((await send(courtB, 'PATCH', url, { name: 'Club Robado', id: venueId })).statusCode).toBe(400);
    }
    expect((await send(courtA, 'GET', '/api/venues/mine')).json()).toEqual(before);
  });
});

describe("court admin A and venue B's management", () => {
  it("gets 404 on every route of venue B, read and write, an inactive B's availability too, and B is unchanged", async () => {
    const { admin: courtA } = await courtAdminWithVenue(ctx, { name: 'Club A' });
    const { admin: courtB, venueId: venueB } = await courtAdminWithVenue(ctx, { name: 'Club B' });
    // An active venue's availability is any player's to read (route-access.ts): B switched off is not.
    expect((await send(courtB, 'PATCH', `/api/venues/${venueB}/settings`, { isActive: false })).statusCode).toBe(200);
    const stateOfB = async () => ({
      settings: (await send(courtB, 'GET', `/api/venues/${venueB}/settings`)).json(),
      courts: (await send(courtB, 'GET', `/api/venues/${venueB}/courts`)).json(),
    });
    const before = await stateOfB();
    // A's world, every venue in it B's: each row's own valid request, aimed at the other venue.
    const world = {
      ...accessWorld(ctx, 'court_admin', courtA, bob),
      venueOfActor: async () => ({ venueId: venueB, courtId: before.courts.courts[0].id as string }),
    };
    const rows = ROUTE_ACCESS.filter((row) => row.path.startsWith('/api/venues/{venueId}'));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const answers = [];
    for (const row of rows) {
      const { params = {}, query, body } = (await row.request?.(world)) ?? {};
      const response = await ctx.app.inject({
        method: row.method,
        url: urlOf(row.path, params),
        query,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: { origin: ORIGIN, cookie: courtA.cookie },
        remoteAddress: nextIp(),
      });
      answers.push(`${row.method} ${row.path}: ${response.statusCode} ${response.json().error?.code}`);
    }
    expect(answers).toEqual(rows.map((row) => `${row.method} ${row.path}: 404 not_found`));
    expect(await stateOfB()).toEqual(before);
  });
});
