import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpForm } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { accessRepository } from '../accounts/access.repository';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';

/**
 * A fresh install without SMTP_URL (decision 020): the console prints every verification and reset
 * link, e-mailed links point at the address the user browsed on, the first verified account
 * becomes the administrator, and a development mailbox serves this computer only.
 */

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** An app whose warnings (and worse) are collected, as a console would show them. */
async function appWithConsole(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const ctx = await createTestApp({
    env,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line).msg) } },
  });
  return { ctx, lines };
}

const mailsTo = async (ctx: TestContext, email: string) =>
  (await outboxRepository(ctx.database.db).latest(100)).filter((mail) => mail.to === email);

/** The first link in an e-mail to `email` whose path contains `path`. */
async function linkTo(ctx: TestContext, email: string, path: string): Promise<string> {
  for (const mail of await mailsTo(ctx, email)) {
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
    if (link) return link;
  }
  throw new Error(`no ${path} link e-mailed to ${email}`);
}

/** Follows an e-mailed verification link (through inject: only its path and query matter). */
async function followVerification(ctx: TestContext, email: string) {
  const link = new URL(await linkTo(ctx, email, '/api/auth/verify-email'));
  const res = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).not.toContain('error=');
}

const rolesOf = async (ctx: TestContext, email: string) => {
  const user = await usersRepository(ctx.database.db).findByEmail(email);
  return accessRepository(ctx.database.db).rolesOf(user?.id ?? '');
};

/** A request over a real socket, with any Host header (fetch would not let a test set one). */
function send(
  port: number,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('without SMTP_URL', () => {
  let ctx: TestContext;
  let lines: string[];
  beforeAll(async () => {
    ({ ctx, lines } = await appWithConsole());
  });
  afterAll(() => ctx.close());

  it('prints each verification and reset link on the console', async () => {
    const form = signUpForm();
    expect((await post(ctx, '/api/auth/sign-up', form)).statusCode).toBe(201);
    const verification = await linkTo(ctx, form.email, '/api/auth/verify-email');
    expect(lines).toContain(
      `E-mail not sent (SMTP_URL is unset). Verification link for ${form.email}: ${verification}`,
    );

    await post(ctx, '/api/auth/request-password-reset', { email: form.email });
    await ctx.app.background.idle(); // the reset e-mail is written after the answer
    const reset = await linkTo(ctx, form.email, '/reset-password?token=');
    expect(lines).toContain(`E-mail not sent (SMTP_URL is unset). Password reset link for ${form.email}: ${reset}`);
  });

  it('makes the first verified account the administrator, and no account after it', async () => {
    const first = signUpForm();
    const second = signUpForm();
    await post(ctx, '/api/auth/sign-up', first);
    await post(ctx, '/api/auth/sign-up', second);
    await followVerification(ctx, first.email);
    await followVerification(ctx, second.email);
    expect(await rolesOf(ctx, first.email)).toEqual(['admin']);
    expect(await rolesOf(ctx, second.email)).toEqual([]);
    expect(lines).toContain(
      `${first.email} is the first verified account of this install: it is now its administrator.`,
    );
  });

  it('tells the browser that e-mail goes to the console', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().emailDelivery).toBe('console');
  });
});

describe('a password reset that verifies the first account (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ({ ctx } = await appWithConsole());
  });
  afterAll(() => ctx.close());

  it('makes it the administrator too: the reset link proved the mailbox', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    await post(ctx, '/api/auth/request-password-reset', { email: form.email });
    await ctx.app.background.idle(); // the reset e-mail is written after the answer
    const token = new URL(await linkTo(ctx, form.email, '/reset-password?token=')).searchParams.get('token');
    const res = await post(ctx, '/api/auth/reset-password', {
      token,
      newPassword: 'Nueva-Clave-77',
      confirmPassword: 'Nueva-Clave-77',
    });
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(ctx, form.email)).toEqual(['admin']);
  });
});

describe('with SMTP_URL set', () => {
  let ctx: TestContext;
  let lines: string[];
  beforeAll(async () => {
    // Nothing listens on port 9: deliveries fail in the background, which these tests do not read.
    ({ ctx, lines } = await appWithConsole({ SMTP_URL: 'smtp://127.0.0.1:9' }));
  });
  afterAll(() => ctx.close());

  it('promotes nobody, prints no link and has no development mailbox', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    await followVerification(ctx, form.email);
    expect(await rolesOf(ctx, form.email)).toEqual([]);
    expect(lines.filter((line) => line.includes('/api/auth/verify-email'))).toEqual([]);
    const mailbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?key=x' });
    expect(mailbox.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().emailDelivery).toBe('smtp');
  });
});

describe('on a listening server without APP_URL', () => {
  let ctx: TestContext;
  let lines: string[];
  let port: number;
  beforeAll(async () => {
    ({ ctx, lines } = await appWithConsole());
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  const signUpOn = async (host: string) => {
    const form = signUpForm();
    const res = await send(port, {
      method: 'POST',
      path: '/api/auth/sign-up',
      headers: { host, origin: `http://${host}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return form.email;
  };

  it('e-mails links on the address the user browsed on', async () => {
    const email = await signUpOn(`127.0.0.1:${port}`);
    expect(await linkTo(ctx, email, '/api/auth/verify-email')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/auth/verify-email\\?token=`),
    );
    // better-auth's own e-mails (a reset) too, through the forwarded request.
    await send(port, {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      headers: {
        host: `127.0.0.1:${port}`,
        origin: `http://127.0.0.1:${port}`,
        'x-marcador-link-origin': 'http://evil.example',
      },
      body: { email },
    });
    await ctx.app.background.idle();
    expect(await linkTo(ctx, email, '/reset-password')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/reset-password\\?token=`),
    );
  });

  it('never takes a link address from a Host header that does not name this server', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`]) {
      const email = await signUpOn(host);
      expect(await linkTo(ctx, email, '/api/auth/verify-email')).toMatch(/^http:\/\/localhost:3000\/api\/auth\//);
    }
  });

  it('opens the development mailbox to this computer with the console key only', async () => {
    const announced = lines.find((line) => line.includes('/dev/mailbox#key='));
    expect(announced).toMatch(/on this computer only: http:\/\/localhost:3000\/dev\/mailbox#key=[\w-]{20,}$/);
    const key = announced?.split('#key=')[1] ?? '';

    const email = await signUpOn(`127.0.0.1:${port}`);
    const opened = await send(port, { path: `/api/dev/mailbox?key=${key}` });
    expect(opened.status).toBe(200);
    const { messages } = JSON.parse(opened.body) as { messages: { to: string; template: string }[] };
    expect(messages.find((message) => message.to === email)?.template).toBe('verification');

    expect((await send(port, { path: '/api/dev/mailbox?key=wrong' })).status).toBe(403);
    // Another computer does not find it, key or not (TRUST_PROXY cannot make it look local either).
    const remote = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?key=${key}`,
      remoteAddress: '192.168.1.30',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
  });
});
