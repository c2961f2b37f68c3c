/**
 * Test support: local stand-ins for the services the server talks to, all on 127.0.0.1, so no test
 * reaches the internet — an HTTP stub (breached-password range API, captcha siteverify) and a real
 * SMTP server (the `smtp-server` package) that keeps what it receives.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a stub answers; `delayMs` holds the answer back (timeouts), `destroy` drops the connection. */
export interface StubAnswer {
  status?: number;
  body?: string;
  /** Default: JSON when the body starts with `{`, else text. */
  contentType?: string;
  delayMs?: number;
  destroy?: boolean;
}

/** A request the stub received. */
export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Starts an HTTP server on a free 127.0.0.1 port answering every request with `answer(request)`. */
export async function startStubServer(answer: (request: StubRequest) => StubAnswer) {
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const { status = 200, body: reply = '', contentType, delayMs = 0, destroy = false } = answer(request);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (destroy) return void res.socket?.destroy();
        const type = contentType ?? (reply.startsWith('{') ? 'application/json' : 'text/plain');
        res.writeHead(status, { 'content-type': type }).end(reply);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A message the SMTP sink accepted. */
export interface SunkMessage {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as sent. */
  raw: string;
}

/** Undoes quoted-printable (nodemailer's encoding of long HTML lines), to search sent bodies. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** Starts a real SMTP server on a free 127.0.0.1 port that accepts every message and keeps it. */
export async function startSmtpSink() {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
