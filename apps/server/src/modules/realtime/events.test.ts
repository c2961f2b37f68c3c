import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { asUser } from '../billing/test-stripe';
import { MAX_STREAMS_PER_USER } from './realtime';
import { openEventStream } from './test-event-stream';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;
type App = TestContext['app'];

let ctx: TestContext;
/** A second instance on the same database: its own LISTEN connection, its own streams. */
let second: App;
const bases: Record<'first' | 'second', string> = { first: '', second: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', TTS_PROVIDER: 'off' }),
    database: ctx.database,
  });
  bases.first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  bases.second = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  second.server.closeAllConnections();
  await second.close();
  await ctx.close();
});

/** An open event stream of `user` on one of the two instances. */
const openStream = (user: TestUser, instance: 'first' | 'second' = 'first', headers: Record<string, string> = {}) =>
  openEventStream(bases[instance], user, headers);

const post = (user: TestUser, url: string) => ctx.app.inject({ method: 'POST', url, headers: asUser(user.cookie) });
const latest = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: user.cookie } })).json()
    .notifications as { id: string }[];

describe('GET /api/events', () => {
  it('streams a new notification and each mark-read to every open tab of the user, on either instance', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const here = await openStream(user, 'first');
    const there = await openStream(user, 'second');
    const bystander = await openStream(other, 'second');
    expect(here.response.status).toBe(200);
    expect(here.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(here.response.headers.get('x-accel-buffering')).toBe('no');
    expect(here.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await expect.poll(() => here.comments() > 0 && there.comments() > 0).toBe(true);

    await ctx.app.notifier.notify(user.id, { kind: 'premium_started' }, 'es');
    const [id] = (await latest(user)).map((item) => item.id);
    for (const stream of [here, there]) {
      const [event] = await stream.waitFor(1);
      expect(event).toMatchObject({ event: 'notifications', data: { created: [id], changed: [] } });
      expect(Number(event?.id)).toBeGreaterThan(0);
    }

    expect((await post(user, `/api/notifications/${id}/read`)).statusCode).toBe(200);
    for (const stream of [here, there]) {
      const events = await stream.waitFor(2);
      expect(events[1]).toMatchObject({ event: 'notifications', data: { created: [], changed: [id] } });
      expect(Number(events[1]?.id)).toBeGreaterThan(Number(events[0]?.id));
    }
    // Nothing of it reaches another user.
    expect(bystander.events).toEqual([]);
    await Promise.all([here.close(), there.close(), bystander.close()]);
  });

  it('resumes from Last-Event-ID with what was written while the tab was away', async () => {
    const user = await createUser(ctx);
    const before = Date.now() - 60_000;
    await ctx.app.notifier.notify(user.id, { kind: 'premium_ended' }, 'es');
    const [id] = (await latest(user)).map((item) => item.id);
    const resumed = await openStream(user, 'second', { 'last-event-id': String(before) });
    const [event] = await resumed.waitFor(1);
    expect(event).toMatchObject({ event: 'notifications', data: { created: [id] } });
    await resumed.close();
    // A fresh stream (no id) replays nothing: the tab reads its list itself.
    const fresh = await openStream(user);
    await expect.poll(() => fresh.comments() > 0).toBe(true);
    expect(fresh.events).toEqual([]);
    await fresh.close();
  });

  it(`caps a user at ${MAX_STREAMS_PER_USER} open streams per instance, and frees a place when one closes`, async () => {
    const user = await createUser(ctx);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(user));
    const refused = await fetch(`${bases.first}/api/events`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_streams');
    await streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openStream(user);
        const status = again.response.status;
        await again.close();
        return status;
      })
      .toBe(200);
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('answers 401 signed out, 406 to a request that does not take an event stream, 400 to a bad `since`', async () => {
    const user = await createUser(ctx);
    const signedOut = await fetch(`${bases.first}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(signedOut.status).toBe(401);
    const json = await fetch(`${bases.first}/api/events`, { headers: { cookie: user.cookie } });
    expect(json.status).toBe(406);
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('not_acceptable');
    const bad = await fetch(`${bases.first}/api/events?since=yesterday`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
    });
    expect(bad.status).toBe(400);
  });

  it('ends every open stream when the instance closes, so closing never waits for a tab', async () => {
    const user = await createUser(ctx);
    const closing = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', TTS_PROVIDER: 'off' }),
      database: ctx.database,
    });
    const base = await closing.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    const body = response.body?.getReader();
    await body?.read();
    await closing.close();
    // The stream ended: the reader sees its end instead of waiting forever.
    let done = false;
    while (!done) done = (await body?.read())?.done ?? true;
    expect(done).toBe(true);
  });
});
