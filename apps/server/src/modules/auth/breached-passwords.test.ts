import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubAnswer, type StubRequest, startStubServer } from '../../test-servers';
import { BREACH_LOOKUP_TIMEOUT_MS, breachCount } from './breached-passwords';

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex').toUpperCase();
const BREACHED = 'Password1!';
const CLEAN = 'Nunca-Vista-9';

/** Answers like the range API: the breached password's suffix among padding lines. */
let answer: (request: StubRequest) => StubAnswer;
let stub: Awaited<ReturnType<typeof startStubServer>>;
beforeAll(async () => {
  stub = await startStubServer((request) => answer(request));
});
afterAll(() => stub.close());

const rangeOf = (password: string, count: number) =>
  [
    '0018A45C4D1DEF81644B54AB7F969B88D65:0',
    `${sha1(password).slice(5)}:${count}`,
    '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0',
  ].join('\r\n');

describe('breachCount', () => {
  it('sends only the 5-character SHA-1 prefix, with the padding header', async () => {
    answer = () => ({ body: rangeOf(BREACHED, 52) });
    await breachCount(stub.url, BREACHED);
    const request = stub.requests.at(-1);
    expect(request?.url).toBe(`/range/${sha1(BREACHED).slice(0, 5)}`);
    expect(request?.headers['add-padding']).toBe('true');
    expect(request?.url).not.toContain(sha1(BREACHED).slice(5));
  });

  it.each<[string, () => StubAnswer, string, number | null]>([
    ['finds a breached password and its count', () => ({ body: rangeOf(BREACHED, 52) }), BREACHED, 52],
    ['reports 0 for a password not in the range', () => ({ body: rangeOf(BREACHED, 52) }), CLEAN, 0],
    ['ignores padding lines (count 0)', () => ({ body: rangeOf(CLEAN, 0) }), CLEAN, 0],
    ['gives up (null) on a server error', () => ({ status: 503, body: 'down' }), BREACHED, null],
    ['gives up (null) on a dropped connection', () => ({ destroy: true }), BREACHED, null],
  ])('%s', async (_label, reply, password, expected) => {
    answer = reply;
    expect(await breachCount(stub.url, password)).toBe(expected);
  });

  it('gives up (null) when the answer is slower than the timeout', async () => {
    answer = () => ({ body: rangeOf(BREACHED, 52), delayMs: 400 });
    const started = Date.now();
    expect(await breachCount(stub.url, BREACHED, 100)).toBeNull();
    expect(Date.now() - started).toBeLessThan(350);
  });

  it('gives up (null) when nothing listens', async () => {
    expect(await breachCount('http://127.0.0.1:9', BREACHED)).toBeNull();
  });

  it('waits 1.5 s at most by default', () => {
    expect(BREACH_LOOKUP_TIMEOUT_MS).toBe(1500);
  });
});
