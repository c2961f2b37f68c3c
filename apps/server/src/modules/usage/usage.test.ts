import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, nextIp, ORIGIN, signIn, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { utcMonth } from './utc-month';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const report = (user: TestUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/usage/voice',
    payload: payload as object,
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    remoteAddress: nextIp(),
  });
const read = (user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/usage/voice', headers: user ? { cookie: user.cookie } : {} });

const zeros = { commandsAccepted: 0, commandsRejected: 0, announcementsPlayed: 0 };

describe('voice usage', () => {
  it('reads zeros for this month before anything is reported', async () => {
    const user = await createUser(ctx);
    const res = await read(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ current: { month: utcMonth(new Date()), ...zeros }, previous: [] });
  });

  it("adds each report to this month's counts; omitted counters add nothing", async () => {
    const user = await createUser(ctx, { premium: true });
    const first = await report(user, { commandsAccepted: 3, commandsRejected: 1, announcementsPlayed: 4 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      month: utcMonth(new Date()),
      commandsAccepted: 3,
      commandsRejected: 1,
      announcementsPlayed: 4,
    });
    await report(user, { commandsAccepted: 2 });
    await report(user, {});
    expect((await read(user)).json().current).toMatchObject({
      commandsAccepted: 5,
      commandsRejected: 1,
      announcementsPlayed: 4,
    });
  });

  it('keeps users apart', async () => {
    const [one, other] = [await createUser(ctx), await createUser(ctx)];
    await report(one, { announcementsPlayed: 7 });
    expect((await read(other)).json().current).toMatchObject(zeros);
    expect((await read(one)).json().current.announcementsPlayed).toBe(7);
  });

  it('adds concurrent reports without losing any', async () => {
    const user = await createUser(ctx);
    await Promise.all(Array.from({ length: 10 }, () => report(user, { commandsAccepted: 1 })));
    expect((await read(user)).json().current.commandsAccepted).toBe(10);
  });

  it('starts a new month at UTC midnight and lists the previous months, newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-31T23:59:00Z'));
    const user = await createUser(ctx);
    await report(user, { commandsAccepted: 2, announcementsPlayed: 1 });
    vi.setSystemTime(new Date('2031-02-01T00:00:30Z'));
    await report(user, { commandsRejected: 5 });
    expect((await read(user)).json()).toEqual({
      current: { month: '2031-02', ...zeros, commandsRejected: 5 },
      previous: [{ month: '2031-01', ...zeros, commandsAccepted: 2, announcementsPlayed: 1 }],
    });
    vi.setSystemTime(new Date('2031-04-15T12:00:00Z'));
    // The session has expired by April; a fresh sign-in reads the same counts.
    const april = (await read({ ...user, cookie: await signIn(ctx, user.email, user.password) })).json();
    expect(april.current).toEqual({ month: '2031-04', ...zeros });
    expect(april.previous.map((month: { month: string }) => month.month)).toEqual(['2031-02', '2031-01']);
  });

  it.each([
    ['a negative count', { commandsAccepted: -1 }],
    ['a count over 100', { announcementsPlayed: 101 }],
    ['a fraction', { commandsRejected: 1.5 }],
    ['a text count', { commandsAccepted: '3' }],
    ['an unknown field', { commandsAccepted: 1, month: '2020-01' }],
  ])('answers 400 validation_failed to %s and counts nothing', async (_name, payload) => {
    const user = await createUser(ctx);
    const res = await report(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await read(user)).json().current).toMatchObject(zeros);
  });

  it('refuses visitors with 401', async () => {
    expect((await report(null, { commandsAccepted: 1 })).statusCode).toBe(401);
    const res = await read(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('limits reports to 30 a minute per user (429 rate_limited)', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 30; i++) expect((await report(user, { commandsAccepted: 1 })).statusCode).toBe(200);
    const limited = await report(user, { commandsAccepted: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await read(user)).json().current.commandsAccepted).toBe(30);
  });
});

describe('utcMonth', () => {
  it.each([
    ['2031-01-31T23:59:59.999Z', '2031-01'],
    ['2031-02-01T00:00:00.000Z', '2031-02'],
    ['2031-12-31T23:30:00-05:00', '2032-01'],
  ])('%s is in %s', (iso, month) => {
    expect(utcMonth(new Date(iso))).toBe(month);
  });
});
