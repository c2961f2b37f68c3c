import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-app';
import { contactRepository } from './contact.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_LIMIT: '4096' } });
});
afterAll(() => ctx.close());

const valid = { name: 'Ana López', email: 'ana@example.com', message: 'Queremos usar Marcador en nuestro club.' };
// Each request comes from its own address so the per-IP limit only bites in its own test.
let ip = 1;
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers,
    remoteAddress: `10.0.0.${ip++}`,
  });

describe('POST /api/contact', () => {
  it('stores a valid message with the visitor language and answers 201 with its id', async () => {
    const res = await post(valid, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const rows = await contactRepository(ctx.database.db).latest(10);
    expect(rows.find((r) => r.id === id)).toMatchObject({ ...valid, locale: 'en' });
  });

  it('answers 400 with field errors for an invalid message, storing nothing', async () => {
    const before = (await contactRepository(ctx.database.db).latest(100)).length;
    const res = await post({ name: '', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name']);
    expect((await contactRepository(ctx.database.db).latest(100)).length).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"name":', { 'content-type': 'application/json' }, 400, 'invalid_body'],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, 400, 'validation_failed'],
    [
      'wrong types',
      '{"name":1,"email":[],"message":{}}',
      { 'content-type': 'application/json' },
      400,
      'validation_failed',
    ],
    [
      'an unsupported media type',
      'name=Ana',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
    ],
    [
      'a body over the limit',
      JSON.stringify({ ...valid, message: 'x'.repeat(5000) }),
      { 'content-type': 'application/json' },
      413,
      'payload_too_large',
    ],
  ])('answers %s with a 4xx JSON error', async (_label, payload, headers, status, code) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers,
      remoteAddress: `10.0.1.${ip++}`,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('limits one address to 5 messages per 10 minutes with a 429 JSON error', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
      if (i === 5) {
        expect(res.json().error.code).toBe('rate_limited');
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot dodge the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
