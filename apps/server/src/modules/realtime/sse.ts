import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/error-shape';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 3_000;

/** Ids of one stream's events: the send time in ms, always growing (decision 029). */
export function eventIds(): () => number {
  let lastId = Date.now();
  return () => {
    lastId = Math.max(lastId + 1, Date.now());
    return lastId;
  };
}

/** A 406 unless the request accepts `text/event-stream`. */
export function mustAcceptEventStream(request: FastifyRequest): void {
  if (!request.headers.accept?.includes('text/event-stream')) {
    throw new HttpError(406, 'not_acceptable', 'This address answers text/event-stream only.');
  }
}

/** An open Server-Sent Events answer: what is written goes out at once, while the client is there. */
export interface EventStreamWriter {
  write(text: string): void;
  end(): void;
}

/** Writes nothing once the client has gone: a write racing its disconnection must not throw. */
export function eventStreamWriter(reply: FastifyReply): EventStreamWriter {
  const raw = reply.raw;
  raw.on('error', () => {});
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    write: (text) => {
      if (open()) raw.write(text);
    },
    end: () => {
      if (open()) raw.end();
    },
  };
}

/**
 * Takes the answer over as an event stream: its headers (no buffering by proxies), the browser's
 * retry, a heartbeat; `onClose` runs when the client goes.
 */
export function startEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  writer: EventStreamWriter,
  onClose: () => void,
): void {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    // What the app set so far (a refreshed session cookie, security headers), lower-case keys as
    // these, so the stream's own replace them instead of being sent twice.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    // nginx buffers proxied answers unless told not to; a buffered stream delivers nothing live.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  writer.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  const heartbeat = setInterval(() => writer.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    onClose();
  });
}
