import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/after-commit';
import { notifications } from '../../db/schema';
import { createUser, ORIGIN, post, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { outboxRepository } from '../mail/outbox.repository';
import type { Notice } from './notification-texts';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const request: Notice = { kind: 'connection_request', player: { id: 'u-ana', name: 'Ana Ruiz' } };
const mailsTo = async (user: TestUser) =>
  (await outboxRepository(ctx.database.db).latest(100)).filter(
    (row) => row.to === user.email && row.template === 'notification',
  );
const notificationsOf = (user: TestUser) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
const settings = (user: TestUser, method: 'GET' | 'PUT', payload?: object) =>
  ctx.app.inject({
    method,
    url: '/api/email-settings',
    headers: { cookie: user.cookie, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });

describe('notifications by e-mail', () => {
  it('e-mails a chosen kind after the commit: title, message and a link, in the given language', async () => {
    const user = await createUser(ctx);
    await ctx.app.notifier.notify(user.id, request, 'es');
    const [mail] = await mailsTo(user);
    expect(mail).toMatchObject({
      template: 'notification',
      category: 'notifications',
      locale: 'es',
      status: 'stored',
      subject: 'Nueva solicitud de conexión',
    });
    expect(mail?.text).toContain('Ana Ruiz quiere conectar contigo.');
    expect(mail?.text).toContain('http://localhost:3000/network/requests');
    expect(mail?.text).toMatch(/\/unsubscribe\?token=/);

    const other = await createUser(ctx);
    await ctx.app.notifier.notify(other.id, request, 'en');
    const [english] = await mailsTo(other);
    expect(english).toMatchObject({ locale: 'en', subject: 'New connection request' });
    expect(english?.text).toContain('Ana Ruiz wants to connect with you.');
  });

  it('does not e-mail the kinds that are off by default (Premium already sends its own e-mail)', async () => {
    const user = await createUser(ctx);
    await ctx.app.notifier.notify(user.id, { kind: 'premium_started' }, 'es');
    expect(await notificationsOf(user)).toHaveLength(1);
    expect((await mailsTo(user)).map((mail) => mail.status)).toEqual(['suppressed']);
  });

  it('honours the choices of /email-settings, one kind changed at a time', async () => {
    const user = await createUser(ctx);
    const off = await settings(user, 'PUT', {
      invitations: true,
      marketing: true,
      notifications: { connection_request: false, premium_ended: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().notifications).toEqual({
      premium_started: false,
      premium_ended: true,
      connection_request: false,
      connection_accepted: true,
      added_to_match: true,
      friend_joined: true,
      tournament_round: false,
      venue_approved: false,
      venue_rejected: true,
      session_added: true,
      session_cancelled: true,
    });
    // A later change of another kind keeps this one.
    await settings(user, 'PUT', { invitations: true, marketing: false, notifications: { added_to_match: false } });
    const read = (await settings(user, 'GET')).json();
    expect(read).toMatchObject({
      marketing: false,
      notifications: { connection_request: false, added_to_match: false },
    });

    await ctx.app.notifier.notify(user.id, request, 'es');
    await ctx.app.notifier.notify(user.id, { kind: 'premium_ended' }, 'es');
    const statuses = (await mailsTo(user)).map((mail) => [mail.subject, mail.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['Nueva solicitud de conexión', 'suppressed'],
        ['Tu Premium ha terminado', 'stored'],
      ]),
    );
  });

  it('refuses an unknown kind or a non-boolean choice (400)', async () => {
    const user = await createUser(ctx);
    for (const notifications of [{ nope: true }, { connection_request: 'yes' }]) {
      const res = await settings(user, 'PUT', { invitations: true, marketing: true, notifications });
      expect(res.statusCode).toBe(400);
    }
  });

  it('sends nothing, and stores nothing, for a notification whose transaction rolls back', async () => {
    const user = await createUser(ctx);
    await expect(
      transaction(ctx.database.db, async (tx) => {
        await ctx.app.notifier.notify(user.id, request, 'es', tx);
        throw new Error('the change it told of failed');
      }),
    ).rejects.toThrow('the change it told of failed');
    expect(await notificationsOf(user)).toEqual([]);
    expect(await mailsTo(user)).toEqual([]);
  });

  it("turns the e-mail's kind off with the e-mail's unsubscribe link, and only that kind", async () => {
    const user = await createUser(ctx);
    await ctx.app.notifier.notify(user.id, request, 'es');
    const [mail] = await mailsTo(user);
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await post(ctx, '/api/unsubscribe', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ category: 'notifications', kind: 'connection_request' });
    const read = (await settings(user, 'GET')).json();
    expect(read).toMatchObject({
      invitations: true,
      marketing: true,
      notifications: { connection_request: false, connection_accepted: true, added_to_match: true },
    });
  });
});
