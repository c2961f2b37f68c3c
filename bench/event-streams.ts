/**
 * Open event streams (GET /api/events) held by the bench as tabs hold them, each on a socket of its
 * own, read frame by frame: `onEvent` hears each event's name the moment its frame is complete.
 */
import { get } from 'node:http';

/** An open stream; `close` hangs up. */
export interface OpenStream {
  close(): void;
}

/**
 * Opens `cookie`'s stream on the app at `base` and resolves once the server has sent its first
 * frame (`retry` and the `connected` comment): from then on the stream is registered and hears
 * every event. Rejects on any answer but 200.
 */
export function openStream(base: string, cookie: string, onEvent: (event: string) => void): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${base}/api/events`,
      // Its own socket, never a pooled one: a stream holds it for as long as it is open.
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(frame)?.[1];
            if (name) onEvent(name);
            end = buffer.indexOf('\n\n');
          }
          if (!opened) {
            opened = true;
            resolve({ close: () => request.destroy() });
          }
        });
        // The server closing at the end of the bench, or our own hang-up.
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
  });
}

/** Opens one stream per item of `cookies`, `atOnce` at a time (a burst of thousands would only queue). */
export async function openStreams(
  base: string,
  cookies: readonly string[],
  onEvent: (index: number, event: string) => void,
  atOnce = 50,
): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  for (let i = 0; i < cookies.length; i += atOnce) {
    const batch = cookies
      .slice(i, i + atOnce)
      .map((cookie, j) => openStream(base, cookie, (event) => onEvent(i + j, event)));
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}
