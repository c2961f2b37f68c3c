import {
  FREE_CONTACTS_LIMIT,
  FREE_INVITATIONS_PER_MONTH,
  INVITE_CODE_LENGTH,
  inviteCodeSchema,
} from '@marcador/contracts';
import {
  INVITATION_MESSAGE_MAX,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
} from '@marcador/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, inviteSignups } from '../../db/schema';
import { createUser, nextIp, ORIGIN, post, signUpForm, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';
import { preferencesRepository } from '../mail/preferences.repository';
import { networkRepository } from '../network/network.repository';
import { networkApi, storePlayer, notificationsOf as toldTo } from '../network/test-network';
import { openEventStream } from '../realtime/test-event-stream';
import { utcMonth } from '../usage/utc-month';
import { invitationsRepository } from './invitations.repository';
import { inviteJoins } from './invite-joins';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

let friends = 0;
/** A new address nobody has invited yet. */
const friendEmail = () => `amigo${Date.now().toString(36)}${++friends}@example.com`;

const send = (user: TestUser, payload: object, language = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/invitations',
    payload,
    headers: { origin: ORIGIN, cookie: user.cookie, 'x-language': language },
    remoteAddress: nextIp(),
  });
const summaryOf = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie: user.cookie } });
const mailsTo = async (email: string) =>
  (await outboxRepository(ctx.database.db).latest(100)).filter((mail) => mail.to === email);
const notificationsOf = (userId: string) => toldTo(ctx.database.db, userId);
const contactsOf = async (userId: string) =>
  (await ctx.database.db.select().from(connections).where(eq(connections.userId, userId))).map((row) => row.contactId);

/** Signs up through `code`'s link (as the /auth page sends it) and answers the new user's id and verification path. */
async function signUpThrough(code: unknown, form: { firstName?: string; lastName?: string } = {}) {
  const signUp = signUpForm({ ...form, invite: code as string });
  const res = await post(ctx, '/api/auth/sign-up', signUp);
  expect(res.statusCode).toBe(201);
  const user = await usersRepository(ctx.database.db).findByEmail(signUp.email);
  if (!user) throw new Error('no user');
  const [mail] = await mailsTo(signUp.email.toLowerCase());
  const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error('no verification link');
  return { id: user.id, confirm: () => ctx.app.inject({ method: 'GET', url: link }) };
}

const codeOf = async (user: TestUser) => (await summaryOf(user)).json().code as string;

describe('GET /api/invitations', () => {
  it('gives a stable, unguessable personal link and the month against the plan', async () => {
    const ana = await createUser(ctx);
    const first = await summaryOf(ana);
    expect(first.statusCode).toBe(200);
    const summary = first.json();
    expect(inviteCodeSchema.safeParse(summary.code).success).toBe(true);
    expect(summary.code).toHaveLength(INVITE_CODE_LENGTH);
    expect(summary).toEqual({
      link: `http://localhost:3000/auth?mode=signup&invite=${summary.code}`,
      code: summary.code,
      sentThisMonth: 0,
      monthlyLimit: FREE_INVITATIONS_PER_MONTH,
    });
    expect((await summaryOf(ana)).json().code).toBe(summary.code);
    const luke = await createUser(ctx, { premium: true });
    const premium = (await summaryOf(luke)).json();
    expect(premium.monthlyLimit).toBeNull();
    expect(premium.code).not.toBe(summary.code);
  });
});

describe('POST /api/invitations', () => {
  it("e-mails the friend the sender's name, their message (cleaned, escaped) and the personal link", async () => {
    const ana = await createUser(ctx, { form: { firstName: 'Ana', lastName: 'Ruiz' } });
    const to = friendEmail();
    const res = await send(ana, {
      email: `  ${to.toUpperCase()} `,
      message: '¿Jugamos <b>el sábado</b>?\u202E\r\n\r\nTrae pelotas',
    });
    expect(res.statusCode).toBe(202);
    const { summary } = res.json();
    expect(res.json()).toEqual({ status: 'sent', summary: { ...summary, sentThisMonth: 1 } });
    const [mail] = await mailsTo(to);
    expect(mail).toMatchObject({ template: 'player-invite', category: 'invitations', status: 'stored', locale: 'es' });
    expect(mail?.subject).toBe('Ana Ruiz te invita a Marcador');
    expect(mail?.html).toContain('“¿Jugamos &lt;b&gt;el sábado&lt;/b&gt;?');
    expect(mail?.html).toContain('Trae pelotas”');
    expect(mail?.html).not.toContain('\u202E');
    expect(mail?.text).toContain(`Crear mi cuenta: ${summary.link}`);
    expect(mail?.text).toContain('/unsubscribe?token=');
  });

  it.each([
    ['es', { email: '' }, 'Por favor, ingresa un email'],
    ['en', { email: '   ' }, 'Please enter an email'],
    ['es', { email: 'no-es-un-email' }, 'Ingresa un email válido.'],
  ])('refuses a bad address with the form message (%s, %j)', async (language, payload, message) => {
    const ana = await createUser(ctx);
    const res = await send(ana, payload, language);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { email: message } });
  });

  it('refuses invalid bodies with a 4xx, never a 500, and counts none of them', async () => {
    const ana = await createUser(ctx);
    for (const payload of [
      {},
      { email: 42 },
      { email: friendEmail(), message: 'x'.repeat(INVITATION_MESSAGE_MAX + 1) },
      { email: 'a'.repeat(400) },
      { email: friendEmail(), message: ['hola'] },
    ]) {
      const res = await send(ana, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const own = await send(ana, { email: ana.email.toUpperCase() }, 'en');
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe('That is your own email: invite a friend.');
    expect((await summaryOf(ana)).json().sentThisMonth).toBe(0);
    const visitor = await post(ctx, '/api/invitations', { email: friendEmail() });
    expect(visitor.statusCode).toBe(401);
  });

  it(`lets a free player send ${FREE_INVITATIONS_PER_MONTH} a month, then 403 in their language; Premium goes on`, async () => {
    const ana = await createUser(ctx);
    for (let i = 0; i < FREE_INVITATIONS_PER_MONTH; i++)
      expect((await send(ana, { email: friendEmail() })).statusCode).toBe(202);
    const refused = await send(ana, { email: friendEmail() }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'invitations_limit',
      message: `The free plan allows ${FREE_INVITATIONS_PER_MONTH} email invitations a month. With Premium you can invite without limit.`,
    });
    expect((await summaryOf(ana)).json()).toMatchObject({ sentThisMonth: FREE_INVITATIONS_PER_MONTH });

    const luke = await createUser(ctx, { premium: true });
    for (let i = 0; i <= FREE_INVITATIONS_PER_MONTH; i++)
      expect((await send(luke, { email: friendEmail() })).statusCode).toBe(202);
    expect((await summaryOf(luke)).json()).toMatchObject({
      sentThisMonth: FREE_INVITATIONS_PER_MONTH + 1,
      monthlyLimit: null,
    });
  });

  it('counts simultaneous sends at the limit exactly: no more than the allowance goes', async () => {
    const ana = await createUser(ctx);
    const invitations = invitationsRepository(ctx.database.db);
    for (let i = 0; i < FREE_INVITATIONS_PER_MONTH - 2; i++)
      await invitations.countSent(ana.id, utcMonth(new Date()), null);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(ana, { email: friendEmail() })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([202, 202, 403, 403, 403, 403]);
    expect(await invitations.sentIn(ana.id, utcMonth(new Date()))).toBe(FREE_INVITATIONS_PER_MONTH);
  });

  it('honours the address opting out of invitations: recorded suppressed, the sender told the same', async () => {
    const ana = await createUser(ctx);
    const to = friendEmail();
    await preferencesRepository(ctx.database.db).update(to, { invitations: false });
    const res = await send(ana, { email: to });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('sent');
    expect((await mailsTo(to)).map((mail) => mail.status)).toEqual(['suppressed']);
  });

  it(`sends an address at most ${INVITATIONS_PER_RECIPIENT_PER_DAY} a day from all senders, and answers alike`, async () => {
    const to = friendEmail();
    for (let i = 0; i <= INVITATIONS_PER_RECIPIENT_PER_DAY; i++) {
      const sender = await createUser(ctx);
      expect((await send(sender, { email: to })).statusCode).toBe(202);
    }
    expect(await mailsTo(to)).toHaveLength(INVITATIONS_PER_RECIPIENT_PER_DAY);
  });

  it(`stops a sender after ${INVITATIONS_PER_USER_PER_DAY} a day with a 429 and Retry-After, Premium too`, async () => {
    const luke = await createUser(ctx, { premium: true });
    for (let i = 0; i < INVITATIONS_PER_USER_PER_DAY; i++)
      expect((await send(luke, { email: friendEmail() })).statusCode).toBe(202);
    const to = friendEmail();
    const refused = await send(luke, { email: to });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('sends to an address that already has an account, with the same answer (nothing tells who is registered)', async () => {
    const ana = await createUser(ctx);
    const luke = await createUser(ctx);
    const res = await send(ana, { email: luke.email });
    expect(res.statusCode).toBe(202);
    expect((await mailsTo(luke.email.toLowerCase())).map((mail) => mail.template)).toContain('player-invite');
  });
});

describe('signing up through the link', () => {
  it('connects the two once the e-mail is confirmed, and tells the inviter once', async () => {
    const ana = await createUser(ctx);
    expect((await networkApi(ctx, ana).profile({ language: 'en' })).statusCode).toBe(200);
    const friend = await signUpThrough(await codeOf(ana), { firstName: 'Marta', lastName: 'Gil' });
    // Not confirmed: nobody is connected or told.
    expect(await contactsOf(ana.id)).toEqual([]);
    expect(await notificationsOf(ana.id)).toEqual([]);

    expect((await friend.confirm()).statusCode).toBe(302);
    expect(await contactsOf(ana.id)).toEqual([friend.id]);
    expect(await contactsOf(friend.id)).toEqual([ana.id]);
    const told = [
      {
        kind: 'friend_joined',
        title: 'Your friend joined',
        message: 'Marta Gil created their account with your invitation.',
        link: `/player/${friend.id}`,
      },
    ];
    expect(await notificationsOf(ana.id)).toEqual(told);
    // A second proof of the mailbox (a password reset, a repeated hook) changes nothing.
    await inviteJoins({ db: ctx.database.db, notifier: ctx.app.notifier, log: ctx.app.log }).emailProven(friend.id);
    expect(await notificationsOf(ana.id)).toEqual(told);
    expect(await contactsOf(ana.id)).toEqual([friend.id]);
  });

  it("tells the inviter's open tabs at once: the notification and a 'network' event naming the friend", async () => {
    const ana = await createUser(ctx);
    const friend = await signUpThrough(await codeOf(ana));
    const stream = await openEventStream(base, ana);
    await expect.poll(() => stream.comments() > 0).toBe(true);
    expect((await friend.confirm()).statusCode).toBe(302);
    const events = await stream.waitFor(2);
    expect(events.map(({ event, data }) => [event, data.changed])).toEqual([
      ['notifications', []],
      ['network', [friend.id]],
    ]);
    await stream.close();
  });

  it('connects no one for an account never confirmed', async () => {
    const ana = await createUser(ctx);
    const friend = await signUpThrough(await codeOf(ana));
    expect(await ctx.database.db.select().from(inviteSignups).where(eq(inviteSignups.userId, friend.id))).toHaveLength(
      1,
    );
    expect(await contactsOf(ana.id)).toEqual([]);
    expect(await notificationsOf(ana.id)).toEqual([]);
  });

  it.each([
    ['an unknown code', 'abcdefghijklmnop'],
    ['a code of the wrong shape', '<script>'],
    ['a very long one', 'x'.repeat(5000)],
    ['a number', 42],
  ])('ignores %s: the sign-up goes through and connects no one', async (_label, code) => {
    const friend = await signUpThrough(code);
    expect((await friend.confirm()).statusCode).toBe(302);
    expect(await contactsOf(friend.id)).toEqual([]);
  });

  it('connects no one when the inviter deleted their account meanwhile', async () => {
    const ana = await createUser(ctx);
    const friend = await signUpThrough(await codeOf(ana));
    await usersRepository(ctx.database.db).remove(ana.id);
    expect((await friend.confirm()).statusCode).toBe(302);
    expect(await contactsOf(friend.id)).toEqual([]);
  });

  it('connects no one, and tells no one, when the inviter blocked the new player', async () => {
    const ana = await createUser(ctx);
    const friend = await signUpThrough(await codeOf(ana));
    expect((await networkApi(ctx, ana).block(friend.id)).statusCode).toBe(200);
    expect((await friend.confirm()).statusCode).toBe(302);
    expect(await contactsOf(ana.id)).toEqual([]);
    expect(await notificationsOf(ana.id)).toEqual([]);
  });

  it(`tells a free inviter at ${FREE_CONTACTS_LIMIT} contacts, without connecting past the limit`, async () => {
    const ana = await createUser(ctx);
    const network = networkRepository(ctx.database.db);
    for (let i = 0; i < FREE_CONTACTS_LIMIT; i++) await network.connect(ana.id, await storePlayer(ctx.database.db));
    const friend = await signUpThrough(await codeOf(ana));
    expect((await friend.confirm()).statusCode).toBe(302);
    expect(await contactsOf(friend.id)).toEqual([]);
    expect((await notificationsOf(ana.id)).map((n) => n.kind)).toEqual(['friend_joined']);
  });
});
