/**
 * Test support for the server tests on Stripe: the stand-in (stripe-stand-in.ts, shared with the
 * browser tests) and signed webhook deliveries to our real endpoint through `app.inject`.
 */
import { ORIGIN } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { signatureOf } from './stripe-stand-in';

export * from './stripe-stand-in';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** Delivers `payload` to our webhook as Stripe does: no cookie, no Origin, the signature header unless null. */
export function deliver(ctx: TestContext, payload: string, signature: string | null = signatureOf(payload)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });
}

/** Same-origin request headers of a signed-in user. */
export const asUser = (cookie: string) => ({ cookie, origin: ORIGIN });
