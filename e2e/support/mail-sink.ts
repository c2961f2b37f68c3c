import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One received e-mail as the specs read it: decoded headers and bodies, plus the raw source. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  raw: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Splits a MIME entity into lower-cased, unfolded headers and its body. */
function splitEntity(source: string): MimePart {
  const normalized = source.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i];
    const hex = soft.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`), which carry the accents of Spanish subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Walks a (possibly multipart) entity and collects its text/plain and text/html bodies. */
function collectBodies(part: MimePart, found: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      collectBodies(splitEntity(chunk.replace(/^\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html ||= decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text ||= decodeBody(part);
}

/** Reads an RFC 5322 message as nodemailer writes it. Small on purpose: enough for our own e-mails. */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const root = splitEntity(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  return {
    to: envelopeTo,
    from: decodeHeader(root.headers.get('from') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    ...bodies,
    receivedAt: new Date().toISOString(),
    raw,
  };
}

/**
 * An SMTP server on 127.0.0.1 that accepts every message (no auth, no TLS) and writes each one as a
 * JSON file into `folder`, so specs in any worker process can read what the app sent.
 */
export async function startMailSink(port: number, folder: string): Promise<{ close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
        // Written under another name and renamed: a spec in another worker polls this folder and must
        // never read a half-written file (rename is atomic on one file system).
        writeFileSync(join(folder, `${name}.part`), JSON.stringify(mail, null, 2));
        renameSync(join(folder, `${name}.part`), join(folder, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every message received so far, oldest first. */
export function readMails(folder: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail);
}
