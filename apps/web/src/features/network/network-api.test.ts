import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionAction, sendConnectionChange } from './network-api';

const answer = { userId: 'u2', connection: 'outgoing', requestId: null, summary: {} };
const calls: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendConnectionChange', () => {
  it.each([
    ['connect', 'r1', 'POST', '/api/network/requests', { userId: 'u2' }],
    ['accept', 'r1', 'POST', '/api/network/requests/r1/accept', undefined],
    ['accept', null, 'POST', '/api/network/requests', { userId: 'u2' }],
    ['decline', 'r1', 'POST', '/api/network/requests/r1/decline', undefined],
    ['cancel', 'r1', 'DELETE', '/api/network/requests/r1', undefined],
    ['remove', null, 'DELETE', '/api/network/contacts/u2', undefined],
    ['block', null, 'POST', '/api/network/blocks', { userId: 'u2' }],
    ['unblock', null, 'DELETE', '/api/network/blocks/u2', undefined],
  ] as const)('%s (request %s) -> %s %s', async (action, requestId, method, path, body) => {
    await expect(sendConnectionChange(action, { userId: 'u2', requestId })).resolves.toEqual(answer);
    expect(calls).toEqual([{ method, path, body }]);
  });

  it('refuses to cancel or decline without a pending request, before any request', async () => {
    for (const action of ['cancel', 'decline'] satisfies ConnectionAction[]) {
      await expect(sendConnectionChange(action, { userId: 'u2', requestId: null })).rejects.toThrow(
        /No pending request/,
      );
    }
    expect(calls).toEqual([]);
  });

  it('writes ids into the path safely', async () => {
    await sendConnectionChange('remove', { userId: 'a/b?c', requestId: null });
    expect(calls[0]?.path).toBe('/api/network/contacts/a%2Fb%3Fc');
  });
});
