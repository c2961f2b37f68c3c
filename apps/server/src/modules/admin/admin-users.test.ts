import type { AdminUser } from '@marcador/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createUser, post, sendAs, signIn, signUpForm, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { accessRepository } from '../accounts/access.repository';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';
import { adminLogRepository } from './admin-log.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const lastLog = async () => (await adminLogRepository(ctx.database.db).latest(1))[0];
const as = () => sendAs(ctx, admin);
const found = async (query: string): Promise<AdminUser[]> => {
  const res = await as()('GET', `/api/admin/users?q=${encodeURIComponent(query)}`);
  expect(res.statusCode).toBe(200);
  return res.json().users;
};

describe('GET /api/admin/users', () => {
  it('finds accounts by e-mail or name with plan, roles, verification, sign-up and last activity', async () => {
    const player = await createUser(ctx, { form: { firstName: 'Zacarías', lastName: 'Quintana' } });
    const [byEmail] = await found(player.email.toUpperCase());
    expect(byEmail).toMatchObject({
      id: player.id,
      plan: 'free',
      roles: [],
      emailVerified: true,
      manualPremium: false,
    });
    expect(Date.parse(byEmail?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(byEmail?.lastActiveAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await found('zacarías quintana')).map((user) => user.id)).toContain(player.id);
    expect((await found(admin.email))[0]).toMatchObject({ plan: 'master', roles: ['admin'] });
  });

  it('reads % and _ literally and pages with hasMore', async () => {
    expect(await found('%_%')).toEqual([]);
    const res = await as()('GET', '/api/admin/users?page=1');
    expect(res.json()).toMatchObject({ page: 1, hasMore: false });
    expect((await as()('GET', '/api/admin/users?page=51')).statusCode).toBe(400);
  });
});

describe('/api/admin/users/:userId actions', () => {
  it('grants and revokes court_admin, logging each with actor and target', async () => {
    const player = await createUser(ctx);
    const granted = await as()('POST', `/api/admin/users/${player.id}/court-admin`, { granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user.roles).toEqual(['court_admin']);
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_court_admin_granted',
      actorUserId: admin.id,
      targetUserId: player.id,
      details: { email: admin.email, targetEmail: player.email },
    });
    // The player's own session sees the role at once.
    expect((await sendAs(ctx, player)('GET', '/api/me')).json().roles).toContain('court_admin');
    const revoked = await as()('POST', `/api/admin/users/${player.id}/court-admin`, { granted: false });
    expect(revoked.json().user.roles).toEqual([]);
    expect((await lastLog())?.action).toBe('master_admin_court_admin_revoked');
  });

  it('sets and clears a manual Premium, and never touches a paid subscription', async () => {
    const player = await createUser(ctx);
    const set = await as()('POST', `/api/admin/users/${player.id}/manual-premium`, { premium: true });
    expect(set.json().user).toMatchObject({ plan: 'premium', manualPremium: true });
    expect((await lastLog())?.action).toBe('master_admin_manual_premium_set');
    const cleared = await as()('POST', `/api/admin/users/${player.id}/manual-premium`, { premium: false });
    expect(cleared.json().user).toMatchObject({ plan: 'free', manualPremium: false });
    expect((await lastLog())?.action).toBe('master_admin_manual_premium_cleared');
    const again = await as()('POST', `/api/admin/users/${player.id}/manual-premium`, { premium: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_manual_premium');

    const payer = await createUser(ctx);
    await accessRepository(ctx.database.db).setManualPlan(payer.id, 'premium');
    // A subscription of the demo checkout stands for any paid one.
    await ctx.database.db.execute(sql`update subscriptions set provider = 'demo' where user_id = ${payer.id}`);
    const paid = await as()('POST', `/api/admin/users/${payer.id}/manual-premium`, { premium: false });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('plan_not_manual');
  });

  it('sends the verification e-mail again to an unconfirmed account only', async () => {
    const form = signUpForm();
    expect((await post(ctx, '/api/auth/sign-up', form)).statusCode).toBe(201);
    const [pending] = await found(form.email);
    expect(pending?.emailVerified).toBe(false);
    const outbox = outboxRepository(ctx.database.db);
    const before = (await outbox.latest(100)).filter((message) => message.to === form.email).length;
    const sent = await as()('POST', `/api/admin/users/${pending?.id}/verification-email`);
    expect(sent.statusCode).toBe(200);
    expect((await outbox.latest(100)).filter((message) => message.to === form.email)).toHaveLength(before + 1);
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_verification_email_sent',
      targetUserId: pending?.id,
    });

    const verified = await as()('POST', `/api/admin/users/${admin.id}/verification-email`);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.code).toBe('already_verified');
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await as()('POST', '/api/admin/users/nadie/court-admin', { granted: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('account_not_found');
  });
});

const setDisabled = (userId: string, disabled: boolean) =>
  as()('POST', `/api/admin/users/${userId}/disabled`, { disabled });
const sessionsOf = (userId: string) => ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const signInAnswer = (user: TestUser, language = 'es') =>
  post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password }, { 'accept-language': language });

describe('POST /api/admin/users/:userId/disabled', () => {
  it('ends every session of the account at once, refuses its sign-in in the user language, and enables it again', async () => {
    const player = await createUser(ctx);
    const otherDevice = await signIn(ctx, player.email, player.password);
    expect((await sendAs(ctx, player)('GET', '/api/me')).statusCode).toBe(200);

    const disabled = await setDisabled(player.id, true);
    expect(disabled.statusCode).toBe(200);
    expect(Date.parse(disabled.json().user.disabledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_account_disabled',
      actorUserId: admin.id,
      targetUserId: player.id,
      details: { email: admin.email, targetEmail: player.email },
    });
    expect(await sessionsOf(player.id)).toEqual([]);
    for (const cookie of [player.cookie, otherDevice]) {
      expect((await sendAs(ctx, { ...player, cookie })('GET', '/api/me')).statusCode).toBe(401);
    }

    const refused = await signInAnswer(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'account_disabled',
      message: 'Esta cuenta está desactivada. Escribe al administrador de Marcador si crees que es un error.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signInAnswer(player, 'en')).json().error.message).toBe(
      'This account is disabled. Write to the Marcador administrator if you think this is a mistake.',
    );
    expect(await sessionsOf(player.id)).toEqual([]);

    const enabled = await setDisabled(player.id, false);
    expect(enabled.json().user.disabledAt).toBeNull();
    expect((await lastLog())?.action).toBe('master_admin_account_enabled');
    expect((await signInAnswer(player)).statusCode).toBe(200);
  });

  it("lists the account as disabled in the admin's search; a wrong password says nothing about it", async () => {
    const player = await createUser(ctx);
    await setDisabled(player.id, true);
    const res = await as()('GET', `/api/admin/users?q=${encodeURIComponent(player.email)}`);
    expect(res.json().users[0]).toMatchObject({ id: player.id, disabledAt: expect.any(String) });
    const guessed = await post(ctx, '/api/auth/sign-in/email', { email: player.email, password: 'Otra-cosa9!' });
    expect(guessed.json().error.code).toBe('invalid_credentials');
  });

  it("refuses one's own account, an administrator's, and a change that is already so", async () => {
    const refusal = async (userId: string, disabled: boolean) => {
      const res = await setDisabled(userId, disabled);
      expect(res.statusCode).toBe(409);
      return res.json().error.code;
    };
    expect(await refusal(admin.id, true)).toBe('cannot_disable_self');
    const otherAdmin = await createUser(ctx, { roles: ['admin'] });
    expect(await refusal(otherAdmin.id, true)).toBe('cannot_disable_admin');
    const player = await createUser(ctx);
    expect(await refusal(player.id, false)).toBe('not_disabled');
    await setDisabled(player.id, true);
    expect(await refusal(player.id, true)).toBe('already_disabled');
    expect((await setDisabled('nadie', true)).statusCode).toBe(404);
  });

  it('does not make a disabled account an administrator', async () => {
    const player = await createUser(ctx);
    await setDisabled(player.id, true);
    const res = await as()('POST', '/api/admin/administrators', { email: player.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('account_disabled');
  });

  it('confirms the address of a disabled account from its link without signing it in', async () => {
    const form = signUpForm();
    expect((await post(ctx, '/api/auth/sign-up', form)).statusCode).toBe(201);
    const account = await usersRepository(ctx.database.db).findByEmail(form.email);
    await setDisabled(account?.id ?? '', true);
    const mails = await outboxRepository(ctx.database.db).latest(100);
    const text = mails.find((mail) => mail.to === form.email)?.text ?? '';
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(text)?.[1] ?? '';
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/confirm?redirect_to=/setup');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(account?.id ?? '')).toEqual([]);
  });
});
