/**
 * Test support: the app on a real 127.0.0.1 socket, and requests whose request line carries the
 * target exactly as written. `app.inject` parses the address it is given, so a dot segment or an
 * absolute-form target never reaches the server as a client can send it; tests of how the server
 * reads addresses go through here.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One request: `target` is the request line's target, sent unchanged (`/%61pi/x`, `http://host/x`). */
export interface RawRequest {
  method: string;
  target: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A listening app: its origin (`http://127.0.0.1:PORT`) and a way to send raw requests to it. */
export interface ListeningApp {
  origin: string;
  send(raw: RawRequest): Promise<RawAnswer>;
}

/** Makes `app` (ready, not yet listening) listen on a free loopback port; `app.close()` stops it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<ListeningApp> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const send = ({ method, target, headers = {}, body }: RawRequest) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: target,
          agent: false,
          // The body's length is sent with it: Node sends a DELETE's body with neither a length nor
          // chunks, and the server would read it as the next request.
          headers:
            payload === undefined
              ? headers
              : {
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(payload)),
                  ...headers,
                },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return { origin: `http://127.0.0.1:${port}`, send };
}
