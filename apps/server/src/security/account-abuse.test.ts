import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profilesRepository } from '../modules/accounts/profiles.repository';
import { usersRepository } from '../modules/accounts/users.repository';
import { adminLogRepository } from '../modules/admin/admin-log.repository';
import { outboxRepository } from '../modules/mail/outbox.repository';
import { createUser, nextIp, ORIGIN, post, signUpForm } from '../test-accounts';
import { createTestApp } from '../test-app';

/**
 * The account findings of an outside probe, kept fixed (decision 019): open redirects
 * through the verification link, reset links that outlive a password change, a reset request whose
 * answer depends on the address, sign-up answers outside our shape, unlimited admin refusals and
 * verification e-mail floods, live tokens in the admin outbox. The cases whose bug lived in HTTP
 * handling go through a real socket; X-Forwarded-For (trusted here) gives each request its own
 * client address, so only the limit under test can trip.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

/** The error of an answer in our shape. */
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error;

/** One request over HTTP, redirects not followed. */
function http(
  path: string,
  { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': nextIp() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
}

const mailsTo = async (email: string, template: string) =>
  (await outboxRepository(ctx.database.db).latest(500)).filter(
    (mail) => mail.to === email && mail.template === template,
  );

/** The reset tokens e-mailed to `email`, newest first (reset requests are answered before the work). */
async function resetTokens(email: string): Promise<string[]> {
  await ctx.app.background.idle();
  return (await mailsTo(email, 'password-reset')).map((mail) => {
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return token;
  });
}

const NEW_PASSWORD = 'Nueva-Clave-77';
const resetWith = (token: string) =>
  post(ctx, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

describe('GET /api/auth/verify-email: the callback is a normalised path on this site', () => {
  it.each([
    '/.//evil.test',
    '/..//evil.test',
    '/a/..//evil.test',
    '/%2e//evil.test',
    '/%2E%2E//evil.test',
    '/auth/confirm/..//evil.test',
    '/\\evil.test',
    '/\t/evil.test',
  ])('refuses %j with 400 and no Location', async (callback) => {
    const res = await http(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect((await errorOf(res)).code).toBe('validation_failed');
  });

  it('still sends a bad link to the landing page on this site', async () => {
    const res = await http('/api/auth/verify-email?token=x');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/confirm?redirect_to=/setup&error=invalid_token');
  });
});

describe('password reset links', () => {
  it('all die when one of them is used', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/api/auth/request-password-reset', { email: user.email });
    await post(ctx, '/api/auth/request-password-reset', { email: user.email });
    const [newest, older] = await resetTokens(user.email);
    expect((await resetWith(newest ?? '')).statusCode).toBe(200);
    const res = await resetWith(older ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('all die when the user changes the password', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/api/auth/request-password-reset', { email: user.email });
    const [token] = await resetTokens(user.email);
    const changed = await post(
      ctx,
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'Cambio#Hecho9', confirmPassword: 'Cambio#Hecho9' },
      { cookie: user.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const res = await resetWith(token ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });
});

describe('POST /api/auth/request-password-reset', () => {
  it('answers before the address is looked up, so known and unknown addresses get the same answer', async () => {
    const user = await createUser(ctx);
    // Hold every call into better-auth: an answer that waited for the lookup could not arrive.
    const release: Array<() => void> = [];
    const handler = ctx.app.auth.handler;
    const held = vi.spyOn(ctx.app.auth, 'handler').mockImplementation(async (request) => {
      await new Promise<void>((resolve) => release.push(resolve));
      return handler(request);
    });
    try {
      const known = await post(ctx, '/api/auth/request-password-reset', { email: user.email });
      const unknown = await post(ctx, '/api/auth/request-password-reset', { email: 'nadie-019@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      const { date: _knownDate, ...knownHeaders } = known.headers;
      const { date: _unknownDate, ...unknownHeaders } = unknown.headers;
      expect(unknownHeaders).toEqual(knownHeaders);
      await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(2));
    } finally {
      for (const resume of release) resume();
      await ctx.app.background.idle();
      held.mockRestore();
    }
    expect(await resetTokens(user.email)).toHaveLength(1);
    expect(await mailsTo('nadie-019@example.com', 'password-reset')).toEqual([]);
  }, 10_000);
});

describe('POST /api/auth/sign-up answers in our shape', () => {
  it('gives five simultaneous sign-ups with one new address the same 201 and makes one account', async () => {
    const form = signUpForm();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        http('/api/auth/sign-up', { method: 'POST', body: { ...form, username: `${form.username}_${i}` } }),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies)).toEqual(new Set(['{"status":"verification_sent"}']));
    const user = await usersRepository(ctx.database.db).findByEmail(form.email);
    expect(await profilesRepository(ctx.database.db).find(user?.id ?? '')).not.toBeNull();
    expect(await mailsTo(form.email, 'verification')).toHaveLength(1);
  });

  it.each(['ñandú@ejemplo.com', 'ana@ejémplo.com', 'ana@ejemplo.c'])(
    'refuses %s as an invalid e-mail, with our key and field',
    async (email) => {
      const res = await http('/api/auth/sign-up', { method: 'POST', body: signUpForm({ email }) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation_failed',
          key: 'auth.errors.emailInvalid',
          message: 'Ingresa un email válido.',
          fields: { email: 'Ingresa un email válido.' },
        },
      });
    },
  );
});

describe('refused admin calls', () => {
  it('are limited to 10 per user in 10 minutes, and repeats are one log row per route with a count', async () => {
    const player = await createUser(ctx);
    const routes = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 'verify' : 'outbox'));
    const answers = await Promise.all(
      routes.map((route) =>
        route === 'verify'
          ? http('/api/admin/verify', { method: 'POST', body: { area: 'master-admin' }, cookie: player.cookie })
          : http('/api/admin/outbox', { cookie: player.cookie }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const limited = answers.find((res) => res.status === 429) as Response;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('rate_limited');

    // Which requests won the 10 refusals depends on their order: count them per route.
    const refused = { verify: 0, outbox: 0 };
    routes.forEach((route, i) => {
      if (statuses[i] === 403) refused[route as keyof typeof refused] += 1;
    });
    const rows = (await adminLogRepository(ctx.database.db).latest(500)).filter((row) => row.actorUserId === player.id);
    const counted = { verify: 0, outbox: 0 };
    for (const row of rows) {
      const details = row.details as { phase?: string; repeats?: number };
      counted[details.phase === 'verify' ? 'verify' : 'outbox'] += details.repeats ?? 1;
    }
    expect(counted).toEqual(refused);
    expect(rows).toHaveLength(Object.values(refused).filter((count) => count > 0).length);
  });

  it('never hold an admin back', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    for (let call = 0; call < 15; call++) {
      expect((await http('/api/admin/outbox', { cookie: admin.cookie })).status).toBe(200);
    }
  });
});

describe('verification e-mails', () => {
  it('reach one address at most 3 times an hour, across sign-up, sign-in and resend', async () => {
    const form = signUpForm();
    expect((await post(ctx, '/api/auth/sign-up', form)).statusCode).toBe(201);
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: form.password });
      expect(refused.json().error.code).toBe('email_not_verified');
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await post(ctx, '/api/auth/send-verification-email', { email: form.email })).statusCode).toBe(200);
    }
    expect(await mailsTo(form.email.toLowerCase(), 'verification')).toHaveLength(3);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows no live token of any link, and is not stored by caches', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    await post(ctx, '/api/auth/request-password-reset', { email: admin.email });
    const [liveReset] = await resetTokens(admin.email);
    expect(liveReset).toMatch(/^[\w-]{20,}$/);

    const res = await http('/api/admin/outbox', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { template: string; text: string; html: string }[] };
    const shown = messages.filter((m) => ['verification', 'password-reset'].includes(m.template));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    const tokens = shown.flatMap((m) => [...`${m.text} ${m.html}`.matchAll(/token=([^&\s"'<>)]*)/g)].map((t) => t[1]));
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tokens)).toEqual(new Set(['***']));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('answers with personal data', () => {
  it('carry Cache-Control: no-store over HTTP', async () => {
    const user = await createUser(ctx);
    const me = await http('/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const signIn = await http('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });
});
