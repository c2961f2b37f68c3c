import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createUser, post } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { betterAuthStorages } from './async-context-release';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** better-auth's storages, each with Node 20's own `enabled` flag. */
const storages = () =>
  betterAuthStorages().map(({ name, storage }) => ({
    name,
    enabled: (storage as unknown as { enabled: boolean }).enabled,
  }));

describe("better-auth's async context", () => {
  it('is released once no better-auth call runs, and taken again by the next, which works', async () => {
    const [first, second, third] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    if (!first || !second || !third) throw new Error('three users were made');
    const users = [first, second, third];
    // Sign-ins at once: each runs inside better-auth's storages while the others start and end.
    const answers = await Promise.all(
      users.map((user) => post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const made = storages();
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((storage) => storage.enabled)).toEqual([]);

    const [signedIn] = answers;
    if (!signedIn) throw new Error('three answers came');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesFrom(signedIn) } });
    expect(me.json()).toMatchObject({ user: { id: first.id } });
    const wrong = await post(ctx, '/api/auth/sign-in/email', { email: second.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(storages().filter((storage) => storage.enabled)).toEqual([]);
  });
});
