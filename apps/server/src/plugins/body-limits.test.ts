import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor, bodyLimits, DEFAULT_BODY_LIMIT, LISTED_BODY_LIMITS } from './body-limits';

/** A bare app with the plugin and one POST route at `url` that echoes the size of what it got. */
async function appWith(url: string, ceiling: number, routeOptions: { bodyLimit?: number } = {}) {
  const app = Fastify();
  await app.register(bodyLimits, { ceiling });
  app.post(url, routeOptions, async (request) => ({ bytes: JSON.stringify(request.body).length }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, url: string, bytes: number) =>
  app.inject({
    method: 'POST',
    url,
    payload: `{"a":"${'x'.repeat(bytes - 8)}"}`,
    headers: { 'content-type': 'application/json' },
  });

describe('body limits', () => {
  it('give an unlisted route the default and a listed one its own', async () => {
    const plain = await appWith('/api/anything', 1_048_576);
    expect((await post(plain, '/api/anything', DEFAULT_BODY_LIMIT)).statusCode).toBe(200);
    expect((await post(plain, '/api/anything', DEFAULT_BODY_LIMIT + 1)).statusCode).toBe(413);

    const listed = LISTED_BODY_LIMITS['POST /api/contact'] as number;
    const contact = await appWith('/api/contact', 1_048_576);
    expect((await post(contact, '/api/contact', listed)).statusCode).toBe(200);
    expect((await post(contact, '/api/contact', listed + 1)).statusCode).toBe(413);
  });

  it('never exceed the configured ceiling (BODY_LIMIT)', () => {
    expect(bodyLimitFor('POST', '/api/matches/:id/entries', 4096)).toBe(4096);
    expect(bodyLimitFor('POST', '/api/nothing-listed', 2048)).toBe(2048);
  });

  it('are set in one place: a route that sets its own is refused at start-up', async () => {
    await expect(appWith('/api/own-limit', 1_048_576, { bodyLimit: 10_000_000 })).rejects.toThrow(/LISTED_BODY_LIMITS/);
  });
});
