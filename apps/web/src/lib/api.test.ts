import { describe, expect, it } from 'vitest';
import es from '../locales/api-errors/es.json';
import { ApiRequestError, apiErrorCodes, apiErrorMessageKey, createApiClient } from './api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientAnswering(response: Response | Error, seen: RequestInit[] = []) {
  return createApiClient({
    language: () => 'en',
    fetch: async (_input, init) => {
      seen.push(init ?? {});
      if (response instanceof Error) throw response;
      return response;
    },
  });
}

const config = {
  flags: { tournaments: false, voice: true, courtAdmin: true, premium: true },
  captchaSiteKey: null,
  version: '0.1.0',
};

describe('api client', () => {
  it('returns a response that matches its schema', async () => {
    const seen: RequestInit[] = [];
    await expect(clientAnswering(jsonResponse(200, config), seen).getConfig()).resolves.toEqual(config);
    expect(seen[0]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('rejects a response that does not match its schema', async () => {
    await expect(clientAnswering(jsonResponse(200, { flags: {} })).getConfig()).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('turns the error shape into an ApiRequestError with its fields', async () => {
    const body = { error: { code: 'validation_failed', message: 'bad', fields: { email: 'Invalid email' } } };
    const error = await clientAnswering(jsonResponse(400, body))
      .sendContact({ name: 'Ana', email: 'ana@example.com', message: 'Hola, quiero saber más.' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { email: 'Invalid email' } });
  });

  it('reports a failed connection as network_error', async () => {
    await expect(clientAnswering(new TypeError('Failed to fetch')).getConfig()).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
    });
  });

  it('maps a non-JSON server failure by status', async () => {
    await expect(clientAnswering(new Response('oops', { status: 502 })).getConfig()).rejects.toMatchObject({
      code: 'internal_error',
    });
  });

  it('validates contact input before sending', async () => {
    const seen: RequestInit[] = [];
    const client = clientAnswering(jsonResponse(201, { id: '1' }), seen);
    await expect(client.sendContact({ name: '', email: 'x', message: '' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { name: 'required', email: 'invalid', message: 'too_short' },
    });
    expect(seen).toHaveLength(0);
  });

  it('rejects an answer that is not a JSON object, or whose fields have other kinds', async () => {
    for (const body of [null, [config], 'ok', { ...config, version: 1 }]) {
      await expect(clientAnswering(jsonResponse(200, body)).getConfig()).rejects.toMatchObject({
        code: 'invalid_response',
      });
    }
  });

  it('keeps the account error key and drops field messages that are not text', async () => {
    const body = {
      error: { code: 'x', message: 'Usuario en uso', key: 'auth.errors.usernameTaken', fields: { a: 'A', b: 2 } },
    };
    await expect(clientAnswering(jsonResponse(409, body)).getMe()).rejects.toMatchObject({
      status: 409,
      key: 'auth.errors.usernameTaken',
      fields: { a: 'A' },
    });
  });

  it("keeps an error's details as text, for the page's own copy", async () => {
    const details = { court: 'Pista 1', date: '2026-12-01', start: '10:00', end: '11:00' };
    const body = { error: { code: 'session_clash', message: 'clash', details: { ...details, extra: 3 } } };
    await expect(clientAnswering(jsonResponse(409, body)).getMe()).rejects.toMatchObject({
      code: 'session_clash',
      details,
    });
    const bare = await clientAnswering(jsonResponse(404, { error: { code: 'not_found', message: 'gone' } }))
      .getMe()
      .catch((e: unknown) => e);
    expect(bare).toMatchObject({ code: 'not_found', details: {}, fields: {} });
  });

  it('maps an error body of another shape by status', async () => {
    await expect(clientAnswering(jsonResponse(404, { error: 'not found' })).getMe()).rejects.toMatchObject({
      code: 'bad_request',
      status: 404,
    });
  });
});

describe('apiErrorMessageKey', () => {
  it('maps known codes to their key and anything else to the generic one', () => {
    expect(apiErrorMessageKey(new ApiRequestError(429, 'rate_limited', 'slow down'))).toBe(
      'apiErrors:errors.api.rate_limited',
    );
    expect(apiErrorMessageKey(new ApiRequestError(418, 'teapot', '?'))).toBe('apiErrors:errors.api.unknown');
    expect(apiErrorMessageKey(new Error('boom'))).toBe('apiErrors:errors.api.unknown');
  });

  it('has a Spanish message for every code', () => {
    const messages = es.errors.api as Record<string, string>;
    for (const code of apiErrorCodes) expect(messages[code], code).toBeTruthy();
  });
});
