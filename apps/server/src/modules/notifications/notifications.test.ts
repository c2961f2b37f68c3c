import { NOTIFICATIONS_LIMIT } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { testBillingRepository } from '../billing/test-billing.repository';
import { asUser } from '../billing/test-stripe';
import { newId } from '../matches/test-matches';
import { decodeUserEvent, USER_EVENTS_CHANNEL, type UserEvent } from '../realtime/user-events';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const send = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: asUser(user.cookie), ...(payload ? { payload } : {}) });
const listOf = async (user: TestUser) => {
  const response = await send(user, 'GET', '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    notifications: {
      id: string;
      kind: string;
      title: string;
      message: string;
      link: string | null;
      read: boolean;
      createdAt: number;
    }[];
    unread: number;
  };
};

/**
 * Stores `count` notifications for `user`, one millisecond apart, oldest first (written with their
 * times: rows inserted in a quick loop can share a timestamp, and the list's order is by time).
 */
async function stored(user: TestUser, count: number): Promise<string[]> {
  const start = Date.now() - count;
  const rows = await ctx.database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        kind: 'premium_started',
        title: `Aviso ${i}`,
        message: `Mensaje ${i}`,
        createdAt: new Date(start + i),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Pays a demo checkout: the user's Premium starts. */
async function payDemoPremium(user: TestUser): Promise<void> {
  const { sessionId } = (await send(user, 'POST', '/api/billing/checkout')).json();
  expect((await send(user, 'POST', `/api/billing/demo/${sessionId}/pay`)).statusCode).toBe(200);
}

describe('a user’s notifications', () => {
  it('lists the newest 50, newest first, with the unread count of all', async () => {
    const user = await createUser(ctx);
    expect(await listOf(user)).toEqual({ notifications: [], unread: 0 });
    const ids = await stored(user, NOTIFICATIONS_LIMIT + 2);
    const { notifications, unread } = await listOf(user);
    expect(unread).toBe(NOTIFICATIONS_LIMIT + 2);
    expect(notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    const times = notifications.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(notifications[0]).toMatchObject({ kind: 'premium_started', read: false, link: null });
    // The two oldest are the ones left out.
    expect(notifications.map((item) => item.id)).not.toContain(ids[0]);
    expect(notifications.map((item) => item.id)).not.toContain(ids[1]);
  });

  it('marks one read, answering what is still unread; another user’s or an unknown one is a 404', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const [first, second] = await stored(user, 2);
    const [theirs] = await stored(other, 1);

    const marked = await send(user, 'POST', `/api/notifications/${first}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    // Again: still read, nothing changes.
    expect((await send(user, 'POST', `/api/notifications/${first}/read`)).json()).toEqual({ unread: 1 });
    const { notifications } = await listOf(user);
    expect(notifications.find((item) => item.id === first)?.read).toBe(true);
    expect(notifications.find((item) => item.id === second)?.read).toBe(false);

    for (const id of [theirs, newId()]) {
      const refused = await send(user, 'POST', `/api/notifications/${id}/read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
    }
    expect((await listOf(other)).unread).toBe(1);
    const malformed = await send(user, 'POST', '/api/notifications/not-a-uuid/read');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation_failed');
  });

  it('marks all read, only the user’s own', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    await stored(user, 3);
    await stored(other, 2);
    const marked = await send(user, 'POST', '/api/notifications/read-all');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 0 });
    expect((await listOf(user)).notifications.every((item) => item.read)).toBe(true);
    expect((await listOf(other)).unread).toBe(2);
  });

  it('refuses a visitor with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${newId()}/read`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: { origin: asUser('').origin } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('what notifies', () => {
  it('Premium starting and ending, in the user’s language, once each', async () => {
    const spanish = await createUser(ctx);
    const english = await createUser(ctx);
    expect((await send(english, 'PATCH', '/api/profile', { language: 'en' })).statusCode).toBe(200);
    await payDemoPremium(spanish);
    await payDemoPremium(english);
    expect((await listOf(spanish)).notifications).toEqual([
      expect.objectContaining({ kind: 'premium_started', title: 'Ya tienes Premium', link: '/app', read: false }),
    ]);
    expect((await listOf(english)).notifications).toEqual([
      expect.objectContaining({ kind: 'premium_started', title: 'You now have Premium' }),
    ]);

    // Canceled, and its period over: Premium ends.
    await send(spanish, 'POST', '/api/billing/cancel');
    await testBillingRepository(ctx.database.db).setSubscription(spanish.id, {
      currentPeriodEnd: new Date(Date.now() - 60_000),
    });
    await ctx.app.billing.service.settle();
    await ctx.app.billing.service.settle();
    const { notifications, unread } = await listOf(spanish);
    expect(notifications.map((item) => [item.kind, item.title])).toEqual([
      ['premium_ended', 'Tu Premium ha terminado'],
      ['premium_started', 'Ya tienes Premium'],
    ]);
    expect(unread).toBe(2);
  });
});

describe('one notice to several players', () => {
  it('writes one notification each, in each one’s language, and announces each to its owner', async () => {
    const [ana, ben] = [await createUser(ctx), await createUser(ctx)];
    const heard: UserEvent[] = [];
    const stop = await ctx.database.listen(USER_EVENTS_CHANNEL, (payload) => {
      const event = decodeUserEvent(payload);
      if (event?.kind === 'notifications' && [ana.id, ben.id].includes(event.userId)) heard.push(event);
    });
    try {
      // Ana is named twice: she still hears of it once.
      const recipients = [
        { userId: ana.id, locale: 'es' },
        { userId: ben.id, locale: 'en' },
        { userId: ana.id, locale: 'es' },
      ] as const;
      await ctx.app.notifier.notifyAll(recipients, { kind: 'premium_started' });
      const [forAna, forBen] = [(await listOf(ana)).notifications, (await listOf(ben)).notifications];
      expect(forAna.map((item) => item.title)).toEqual(['Ya tienes Premium']);
      expect(forBen.map((item) => item.title)).toEqual(['You now have Premium']);
      await vi.waitFor(() =>
        expect(heard.map((event) => [event.userId, event.created]).sort()).toEqual(
          [
            [ana.id, [forAna[0]?.id]],
            [ben.id, [forBen[0]?.id]],
          ].sort(),
        ),
      );
    } finally {
      await stop();
    }
  });

  it('writes nothing for nobody', async () => {
    const ana = await createUser(ctx);
    await ctx.app.notifier.notifyAll([], { kind: 'premium_started' });
    expect((await listOf(ana)).notifications).toEqual([]);
  });
});
