import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextIp, ORIGIN } from '../test-accounts';
import { createTestApp } from '../test-app';
import { jsonStructureExcess, MAX_JSON_DEPTH, MAX_JSON_NODES } from './json-structure';

/** Values and object keys in a parsed value, and how deep its objects and arrays nest. */
function shape(value: unknown): { nodes: number; depth: number } {
  if (typeof value !== 'object' || value === null) return { nodes: 1, depth: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  const keys = Array.isArray(value) ? 0 : children.length;
  const inner = children.map(shape);
  return {
    nodes: 1 + keys + inner.reduce((sum, child) => sum + child.nodes, 0),
    depth: 1 + Math.max(0, ...inner.map((child) => child.depth)),
  };
}

const limits = (maxDepth: number, maxNodes: number) => ({ maxDepth, maxNodes });

describe('jsonStructureExcess', () => {
  it.each([
    ['a number', '12.5e3', 1, 0],
    ['an object with its keys', '{"a":1,"b":[true,null,"x"]}', 8, 2],
    ['brackets, commas and quotes inside strings', '["[{,:", "\\"]}", "\\\\"]', 4, 1],
    ['whitespace between tokens', ' { "a" : [ 1 , 2 ] } ', 5, 2],
    ['empty containers', '[[],{}]', 3, 2],
  ])('counts %s', (_name, text, nodes, depth) => {
    expect(jsonStructureExcess(text, limits(depth, nodes))).toBeUndefined();
    expect(jsonStructureExcess(text, limits(depth, nodes - 1))?.limit).toBe('nodes');
    if (depth > 0) expect(jsonStructureExcess(text, limits(depth - 1, nodes))?.limit).toBe('depth');
  });

  it('counts what the parsed value holds, for any JSON written compact or spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(0, 2, '\t'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const { nodes, depth } = shape(JSON.parse(text));
        expect(jsonStructureExcess(text, limits(depth, nodes))).toBeUndefined();
        expect(jsonStructureExcess(text, limits(depth, nodes - 1))?.limit).toBe('nodes');
        if (depth > 0) expect(jsonStructureExcess(text, limits(depth - 1, nodes))?.limit).toBe('depth');
      }),
    );
  });

  it('stops at the first bracket past the depth limit, not at the end of the text', () => {
    const deep = `${'['.repeat(499_000)}${']'.repeat(499_000)}`;
    expect(jsonStructureExcess(deep, limits(MAX_JSON_DEPTH, MAX_JSON_NODES))).toEqual({
      limit: 'depth',
      at: MAX_JSON_DEPTH,
    });
  });

  it('stops at the first value past the node limit', () => {
    const many = `[${Array(330_000).fill('[]').join(',')}]`;
    // The outer list is value 1; the nth inner list is value n + 1, at index 1 + 3 (n - 1).
    expect(jsonStructureExcess(many, limits(MAX_JSON_DEPTH, MAX_JSON_NODES))).toEqual({
      limit: 'nodes',
      at: 1 + 3 * (MAX_JSON_NODES - 1),
    });
  });
});

describe('JSON bodies beyond the limits', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (payload: string, url = '/api/captcha/verify') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      remoteAddress: nextIp(),
    });

  // Sign-up takes 32 KiB: room for more values than the limit (2 bytes each).
  it.each([
    [
      'nests too deep',
      '/api/captcha/verify',
      `{"token":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`,
      /nests deeper than 16/,
    ],
    [
      'holds too many values',
      '/api/auth/sign-up',
      `[${Array(MAX_JSON_NODES).fill('0').join(',')}]`,
      /more than 10,000 values/,
    ],
  ])('are refused with a 413 in our shape, never parsed, when the body %s', async (_name, url, body, message) => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await send(body, url);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({
        error: { code: 'payload_too_large', message: expect.stringMatching(message) },
      });
      expect(parse).not.toHaveBeenCalledWith(body, expect.anything());
      expect(parse).not.toHaveBeenCalledWith(body);
    } finally {
      parse.mockRestore();
    }
  });

  it('still parses a body within them, and still refuses prototype poisoning', async () => {
    const nested = `{"token":"x","a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await send(nested)).statusCode).toBe(200);
    const poisoned = await send('{"token":"x","__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.code).toBe('invalid_body');
  });
});
