import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

interface SpeechCall {
  headers: IncomingHttpHeaders;
  body: { model: string; input: string; voice: string; response_format: string };
}

/**
 * A stand-in OpenAI-compatible speech API on 127.0.0.1: answers `mp3:<input>` as audio/mpeg, and
 * misbehaves on request: input `falla` -> 500, `lento` -> no answer within the timeout,
 * `html` -> a web page instead of audio.
 */
async function startSpeechStandIn() {
  const calls: SpeechCall[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as SpeechCall['body'];
      calls.push({ headers: req.headers, body });
      if (body.input === 'falla') return void res.writeHead(500).end('{"error":"down"}');
      if (body.input === 'lento') return void setTimeout(() => res.writeHead(200).end(), 3_000);
      if (body.input === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from(`mp3:${body.input}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/speech`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function speak(ctx: TestContext, user: TestUser | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tts',
    payload: payload as object,
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    remoteAddress: nextIp(),
  });
}

let standIn: Awaited<ReturnType<typeof startSpeechStandIn>>;
let ctx: TestContext;
let premium: TestUser;
let admin: TestUser;
let free: TestUser;

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  ctx = await createTestApp({
    env: {
      TTS_PROVIDER: 'openai',
      TTS_URL: standIn.url,
      TTS_API_KEY: 'test-key',
      TTS_MODEL: 'tts-test',
      TTS_TIMEOUT_MS: '500',
    },
  });
  [premium, admin, free] = [
    await createUser(ctx, { premium: true }),
    await createUser(ctx, { roles: ['admin'] }),
    await createUser(ctx),
  ];
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

describe('POST /api/tts access', () => {
  it('refuses visitors with 401 and free users with 403 in the JSON error shape, without calling the provider', async () => {
    const before = standIn.calls.length;
    const visitor = await speak(ctx, null, { text: 'quince cero', language: 'es' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthorized');
    const refused = await speak(ctx, free, { text: 'quince cero', language: 'es' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'plan_required', key: 'plan.errors.premiumRequired' });
    expect(standIn.calls.length).toBe(before);
  });

  it('serves admins (the master plan) as Premium', async () => {
    const res = await speak(ctx, admin, { text: 'Game, set and match', language: 'en' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an empty text', { text: '   ', language: 'es' }],
    ['a text over 200 characters', { text: 'a'.repeat(201), language: 'es' }],
    ['an unknown language', { text: 'hola', language: 'fr' }],
    ['an unknown voice', { text: 'hola', language: 'es', voice: 'echo' }],
    ['an unknown field', { text: 'hola', language: 'es', speed: 2 }],
    ['no language', { text: 'hola' }],
  ])('answers 400 validation_failed to %s', async (_name, payload) => {
    const res = await speak(ctx, premium, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('POST /api/tts with an OpenAI-compatible provider', () => {
  it('asks the provider once per phrase and answers the repeat from the cache with the same bytes', async () => {
    const before = standIn.calls.length;
    const first = await speak(ctx, premium, { text: '  Treinta quince  ', language: 'es' });
    const again = await speak(ctx, premium, { text: 'Treinta quince', language: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.toString()).toBe('mp3:Treinta quince');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect([first.headers['x-tts-cache'], again.headers['x-tts-cache']]).toEqual(['miss', 'hit']);
    expect(standIn.calls.slice(before)).toHaveLength(1);
    const [call] = standIn.calls.slice(before);
    expect(call?.body).toEqual({ model: 'tts-test', input: 'Treinta quince', voice: 'nova', response_format: 'mp3' });
    expect(call?.headers.authorization).toBe('Bearer test-key');
  });

  it('chooses nova for Spanish and alloy for English unless a voice is named; each voice is its own cache entry', async () => {
    const before = standIn.calls.length;
    await speak(ctx, premium, { text: 'Deuce', language: 'en' });
    await speak(ctx, premium, { text: 'Deuce', language: 'en', voice: 'nova' });
    await speak(ctx, premium, { text: 'Deuce', language: 'en', voice: 'alloy' });
    expect(standIn.calls.slice(before).map((call) => call.body.voice)).toEqual(['alloy', 'nova']);
  });

  it('shares one provider call between simultaneous requests for a new phrase', async () => {
    const before = standIn.calls.length;
    const answers = await Promise.all([1, 2, 3].map(() => speak(ctx, premium, { text: 'Ventaja', language: 'es' })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(standIn.calls.length - before).toBe(1);
  });

  it.each([
    ['answers 500', 'falla'],
    ['does not answer within TTS_TIMEOUT_MS', 'lento'],
    ['answers with something other than audio', 'html'],
  ])('answers 502 tts_provider_failed when the provider %s, and caches nothing', async (_name, text) => {
    const before = standIn.calls.length;
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await speak(ctx, premium, { text, language: 'es' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('tts_provider_failed');
    }
    expect(standIn.calls.length - before).toBe(2);
  });

  it('limits each user to 60 phrases a minute (429 rate_limited), other users unaffected', async () => {
    const user = await createUser(ctx, { premium: true });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await speak(ctx, user, { text: 'Quince cero', language: 'es' })).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await speak(ctx, user, { text: 'Quince cero', language: 'es' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await speak(ctx, premium, { text: 'Quince cero', language: 'es' })).statusCode).toBe(200);
  });
});

describe('POST /api/tts in /api/openapi.json', () => {
  it('documents the request body and the binary answer', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/tts'].post;
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties)).toEqual([
      'text',
      'voice',
      'language',
    ]);
    expect(operation.responses['200'].content['application/json'].schema).toMatchObject({ format: 'binary' });
  });
});

describe('POST /api/tts without a provider', () => {
  it('answers 501 tts_unavailable to Premium users when TTS_PROVIDER=off, and the public config says so', async () => {
    const off = await createTestApp({ env: { TTS_PROVIDER: 'off', TTS_URL: standIn.url } });
    try {
      const user = await createUser(off, { premium: true });
      const res = await speak(off, user, { text: 'quince cero', language: 'es' });
      expect(res.statusCode).toBe(501);
      expect(res.json().error.code).toBe('tts_unavailable');
      expect((await off.app.inject({ method: 'GET', url: '/api/config' })).json().serverTts).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().serverTts).toBe(true);
    } finally {
      await off.close();
    }
  });

  it('answers 502 when the configured provider cannot be reached', async () => {
    const unreachable = await createTestApp({
      env: { TTS_PROVIDER: 'auto', TTS_URL: 'http://127.0.0.1:9/v1/audio/speech' },
    });
    try {
      const user = await createUser(unreachable, { premium: true });
      const res = await speak(unreachable, user, { text: 'quince cero', language: 'es' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('tts_provider_failed');
    } finally {
      await unreachable.close();
    }
  });
});
