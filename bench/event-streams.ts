/**
 * Open event streams held by the bench as tabs hold them, each on a socket of its own, read frame by
 * frame: `onEvent` hears each event's name and data the moment its frame is complete. The realtime
 * bench's signed-in streams (GET /api/events) and the tournament-live bench's public spectator
 * streams (GET /api/public/tournaments/:token/events) both open here.
 */
import { get } from 'node:http';

/** An open stream; `close` hangs up. */
export interface OpenStream {
  close(): void;
}

/** Hears one frame: its `event:` name and its `data:` lines joined. */
export type FrameListener = (event: string, data: string) => void;

/**
 * Opens the stream at `url` with `headers` and resolves once the server has sent its first frame
 * (`retry` and the `connected` comment): from then on the stream is registered and hears every
 * event. Rejects on any answer but 200.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: FrameListener,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      // Its own socket, never a pooled one: a stream holds it for as long as it is open.
      { agent: false, headers: { ...headers, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${new URL(url).pathname} answered ${response.statusCode}`));
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
            if (name) onEvent(name, dataOf(frame));
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

/** A frame's `data:` lines, joined by newlines as EventSource joins them. */
function dataOf(frame: string): string {
  return frame
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6))
    .join('\n');
}

/**
 * Opens one stream per item of `headers` at `url`, `atOnce` at a time (a burst of thousands would
 * only queue); `onEvent` is told which stream (its index in `headers`) heard the frame.
 */
export async function openEventStreams(
  url: string,
  headers: readonly Record<string, string>[],
  onEvent: (index: number, event: string, data: string) => void,
  atOnce = 50,
): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  for (let i = 0; i < headers.length; i += atOnce) {
    const batch = headers
      .slice(i, i + atOnce)
      .map((each, j) => openEventStream(url, each, (event, data) => onEvent(i + j, event, data)));
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

/** Each of `cookies`' signed-in stream (GET /api/events) on the app at `base`. */
export function openStreams(
  base: string,
  cookies: readonly string[],
  onEvent: (index: number, event: string) => void,
): Promise<OpenStream[]> {
  return openEventStreams(
    `${base}/api/events`,
    cookies.map((cookie) => ({ cookie })),
    onEvent,
  );
}
