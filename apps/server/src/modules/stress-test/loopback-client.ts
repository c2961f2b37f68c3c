import { Agent, request } from 'node:http';

/** An answer's status, or 0 when the request failed (refused, reset, timed out). */
export type SendOutcome = number;

/** A request that has no answer after this long counts as failed (an error of the run). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * HTTP to this server at 127.0.0.1:`port`, and nowhere else: the host is not a parameter. One
 * keep-alive agent with at most `connections` sockets, so the run never holds more connections to
 * the server than the admin chose.
 */
export function loopbackClient(port: number, connections: number, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<SendOutcome> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers:
            payload === undefined
              ? headers
              : {
                  ...headers,
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(payload)),
                },
        },
        (response) => {
          // Read to the end, so the socket is free for the connection's next request.
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(0));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy());
      outgoing.on('error', () => resolve(0));
      outgoing.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;
