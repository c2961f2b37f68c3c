import { describe, expect, it } from 'vitest';
import { createTtsClient } from './tts-client';

/** A stand-in for the browser's fetch answering /api/tts with the given responses in turn. */
function serverAnswering(...answers: (() => Response)[]) {
  const requests: unknown[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)));
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const audio = (bytes: number[]) => () =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': 'audio/mpeg' } });
const jsonError = (status: number) => () =>
  new Response(JSON.stringify({ error: { code: 'x', message: 'x' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('tts client', () => {
  it('fetches a phrase once per language and serves the repeat from memory', async () => {
    const server = serverAnswering(audio([1, 2, 3]), audio([4]));
    const client = createTtsClient({ fetch: server.fetch });
    const first = await client.fetchSpokenAudio('quince cero', 'es');
    const again = await client.fetchSpokenAudio('quince cero', 'es');
    const english = await client.fetchSpokenAudio('quince cero', 'en');
    expect(new Uint8Array(await (first as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(again).toBe(first);
    expect(new Uint8Array(await (english as Blob).arrayBuffer())).toEqual(new Uint8Array([4]));
    expect(server.requests).toEqual([
      { text: 'quince cero', language: 'es' },
      { text: 'quince cero', language: 'en' },
    ]);
  });

  it('shares one request between calls made while it is under way', async () => {
    const server = serverAnswering(audio([9]));
    const client = createTtsClient({ fetch: server.fetch });
    const [a, b] = await Promise.all([client.fetchSpokenAudio('deuce', 'en'), client.fetchSpokenAudio('deuce', 'en')]);
    expect(a).toBe(b);
    expect(server.requests).toHaveLength(1);
  });

  it.each([401, 403])(
    'answers null on %i and asks again next time (the user may sign in or upgrade)',
    async (status) => {
      const server = serverAnswering(jsonError(status), audio([1]));
      const client = createTtsClient({ fetch: server.fetch });
      expect(await client.fetchSpokenAudio('treinta iguales', 'es')).toBeNull();
      expect(await client.fetchSpokenAudio('treinta iguales', 'es')).not.toBeNull();
    },
  );

  it('answers null on 501 and stops asking for the rest of the page', async () => {
    const server = serverAnswering(jsonError(501));
    const client = createTtsClient({ fetch: server.fetch });
    expect(await client.fetchSpokenAudio('love all', 'en')).toBeNull();
    expect(await client.fetchSpokenAudio('fifteen love', 'en')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('answers null, without rejecting, on provider failure, offline and a non-audio answer; nothing is cached', async () => {
    const notAudio = () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    const server = serverAnswering(jsonError(502), notAudio);
    const client = createTtsClient({ fetch: server.fetch });
    expect(await client.fetchSpokenAudio('ventaja', 'es')).toBeNull();
    expect(await client.fetchSpokenAudio('ventaja', 'es')).toBeNull();
    expect(await client.fetchSpokenAudio('ventaja', 'es')).toBeNull(); // no answer left: fetch throws
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the timeout so a slow provider does not delay the score', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createTtsClient({ fetch: hanging, timeoutMs: 20 });
    expect(await client.fetchSpokenAudio('juego', 'es')).toBeNull();
  });
});
