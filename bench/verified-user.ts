import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The real server (scripts/test-server.mjs) with one account signed up and verified through an SMTP
 * sink of the bench's own: what the browser benches start from (the tap bench, the web vitals).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The smallest SMTP server nodemailer talks to: it accepts every message and keeps the verification
 * link of the last one (quoted-printable soft breaks and `=3D` undone).
 */
function smtpSink(port: number, onLink: (link: string) => void): Server {
  return createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const text = buffer.slice(0, end).replace(/=\r\n/g, '').replace(/=3D/gi, '=');
        const link = text.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email[^\s"<>]*/)?.[0];
        if (link) onLink(link);
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!data && newline !== -1) {
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 bench\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  }).listen(port, '127.0.0.1');
}

interface TestServerModule {
  freePort(): Promise<number>;
  startTestServer(options: {
    smtpPort: number;
    priority: number;
  }): Promise<{ baseUrl: string; healthy: boolean; stop: () => Promise<void> }>;
}

export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export interface ServerWithUser {
  baseUrl: string;
  email: string;
  password: string;
  /** Stops the server and its SMTP sink. */
  stop(): Promise<void>;
}

/** Starts the server at `priority` (its niceness), signs a user up and verifies the address. */
export async function serverWithVerifiedUser(priority = 0): Promise<ServerWithUser> {
  // The server start-up the browser tests use. Imported by URL: the bench project compiles no scripts.
  const { freePort, startTestServer } = (await import(
    pathToFileURL(join(root, 'scripts/test-server.mjs')).href
  )) as TestServerModule;
  const smtpPort = await freePort();
  let link: string | undefined;
  const sink = smtpSink(smtpPort, (found) => {
    link = found;
  });
  const { baseUrl, healthy, stop: stopServer } = await startTestServer({ smtpPort, priority });
  const stop = async () => {
    sink.close();
    await stopServer();
  };
  try {
    if (!healthy) throw new Error('The server did not become healthy');
    const password = 'Saque#bench2026A1';
    const email = `bench-${Date.now()}@bench.marcador.test`;
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({
        email,
        password,
        confirmPassword: password,
        firstName: 'Bench',
        lastName: 'Mark',
        username: `bench_${Date.now().toString(36)}`,
        sports: ['padel'],
      }),
    });
    if (signUp.status !== 201) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const verified = await fetch(await waitFor(() => link, 'the verification e-mail'), { redirect: 'manual' });
    if (verified.status >= 400) throw new Error(`Verification failed: ${verified.status}`);
    return { baseUrl, email, password, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
