import { EMAIL_TEMPLATES } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ORIGIN, post, type TestUser } from '../../test-accounts';
import { createTestAppWithSmtpSink } from '../../test-app';
import { decodeQuotedPrintable } from '../../test-servers';
import { outboxRepository } from './outbox.repository';
import { playerInviteEmail } from './templates/invitation-templates';

let sink: Awaited<ReturnType<typeof createTestAppWithSmtpSink>>['sink'];
let ctx: Awaited<ReturnType<typeof createTestAppWithSmtpSink>>['ctx'];
let close: () => Promise<void>;
let admin: TestUser;
beforeAll(async () => {
  ({ ctx, sink, close } = await createTestAppWithSmtpSink());
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => close());

const outbox = () => outboxRepository(ctx.database.db).latest(100);
const sunkTo = (address: string) => sink.messages.filter((message) => message.to.includes(address));
const emailTest = (payload: object, cookie = admin.cookie) => post(ctx, '/api/admin/email-test', payload, { cookie });
const invite = (to: string) =>
  ctx.app.mail.send(playerInviteEmail, {
    to,
    locale: 'es',
    data: { senderName: 'Carlos', message: '', inviteUrl: 'http://localhost:3000/auth?mode=signup' },
  });
const unsubscribeTokenIn = (text: string) => {
  const token = /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no unsubscribe link');
  return token;
};

describe('delivery over SMTP', () => {
  it('sends every template from /email-test, records it as sent, and the SMTP server receives it', async () => {
    for (const template of EMAIL_TEMPLATES) {
      const res = await emailTest({ template, to: 'buzon@example.com', locale: 'en' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ id: expect.any(String), status: 'queued' });
    }
    await ctx.app.mail.idle();
    const rows = (await outbox()).filter((row) => row.to === 'buzon@example.com');
    expect(rows.map((row) => row.template).sort()).toEqual([...EMAIL_TEMPLATES].sort());
    for (const row of rows)
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, locale: 'en', sentAt: expect.any(Date) });
    const received = sunkTo('buzon@example.com');
    expect(received).toHaveLength(EMAIL_TEMPLATES.length);
    expect(received.every((message) => message.from === 'hola@marcador.test')).toBe(true);
  });

  it('gives invitations one-click unsubscribe headers and a signed link; transactional mail has none', async () => {
    await invite('invitado@example.com');
    await emailTest({ template: 'welcome', to: 'bienvenida@example.com', locale: 'es' });
    await ctx.app.mail.idle();
    const [invitation] = sunkTo('invitado@example.com');
    // Unfold folded header lines, then undo quoted-printable, to read the message as a client would.
    const raw = decodeQuotedPrintable((invitation?.raw ?? '').replace(/\r\n[ \t]+/g, ' '));
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('http://localhost:3000/unsubscribe?token=');
    const [welcome] = sunkTo('bienvenida@example.com');
    expect(welcome?.raw).not.toMatch(/List-Unsubscribe/);
  });

  it('lists the latest messages for admins only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().messages;
    expect(latest).toMatchObject({
      status: 'sent',
      html: expect.stringContaining('<!doctype html>'),
      createdAt: expect.any(String),
    });
    const player = await createUser(ctx);
    expect((await emailTest({ template: 'basic', to: 'x@example.com' }, player.cookie)).statusCode).toBe(403);
  });

  it('refuses an unknown template or a bad address', async () => {
    expect((await emailTest({ template: 'spam', to: 'x@example.com' })).statusCode).toBe(400);
    expect((await emailTest({ template: 'basic', to: 'not-an-address' })).statusCode).toBe(400);
  });
});

describe('unsubscribe', () => {
  it('opts the address out with the link of an invitation; later invitations are suppressed, account mail still goes', async () => {
    const address = 'baja@example.com';
    await invite(address);
    const [row] = (await outbox()).filter((r) => r.to === address);
    const res = await post(ctx, '/api/unsubscribe', { token: unsubscribeTokenIn(row?.text ?? '') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'b***@example.com', category: 'invitations' });
    expect((await invite(address)).status).toBe('suppressed');
    expect((await emailTest({ template: 'basic', to: address })).json().status).toBe('queued');
    await ctx.app.mail.idle();
    expect(sunkTo(address)).toHaveLength(2);
  });

  it("accepts a mail client's one-click POST: form body, token in the URL, no cookie, any origin", async () => {
    const address = 'oneclick@example.com';
    await invite(address);
    const [row] = (await outbox()).filter((r) => r.to === address);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${unsubscribeTokenIn(row?.text ?? '')}`,
      payload: 'List-Unsubscribe=One-Click',
      // A webmail may post from its own origin: the signed token, not the origin, is the authority.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://webmail.example' },
    });
    expect(res.statusCode).toBe(200);
    expect((await invite(address)).status).toBe('suppressed');
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -2)}xx`],
    [
      'a token for another address',
      (token: string) =>
        `${Buffer.from('{"e":"eve@example.com","c":"invitations"}').toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['no token', () => ''],
  ])('refuses %s', async (_label, change) => {
    await invite('intacto@example.com');
    const [row] = (await outbox()).filter((r) => r.to === 'intacto@example.com');
    const res = await post(ctx, '/api/unsubscribe', { token: change(unsubscribeTokenIn(row?.text ?? '')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_token',
      message: 'El enlace para darte de baja no es válido.',
    });
    expect((await invite('intacto@example.com')).status).toBe('queued');
  });
});

describe('GET/PUT /api/email-settings', () => {
  it("reads and changes the signed-in user's opt-outs", async () => {
    const user = await createUser(ctx);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/email-settings', headers: { cookie: user.cookie } });
    const notifications = {
      premium_started: false,
      premium_ended: false,
      connection_request: true,
      connection_accepted: true,
      added_to_match: true,
      friend_joined: true,
      tournament_round: false,
      venue_approved: false,
      venue_rejected: true,
      session_added: true,
      session_cancelled: true,
    };
    expect(read.json()).toEqual({ email: user.email, invitations: true, marketing: true, notifications });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/email-settings',
      payload: { invitations: false, marketing: true },
      headers: { cookie: user.cookie, origin: ORIGIN },
    });
    expect(put.json()).toEqual({ email: user.email, invitations: false, marketing: true, notifications });
    expect((await invite(user.email)).status).toBe('suppressed');
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/email-settings' })).statusCode).toBe(401);
  });
});

describe('when SMTP fails', () => {
  it('records the message as failed with the error', async () => {
    await sink.close();
    await invite('sin-servidor@example.com');
    await ctx.app.mail.idle();
    const [row] = (await outbox()).filter((r) => r.to === 'sin-servidor@example.com');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      sentAt: null,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});
