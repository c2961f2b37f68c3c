import type { AppConfig } from '../config';

/** Where the Vite dev server runs (`npm run dev`); its pages call the API from this origin. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The app's public origin: APP_URL's, else http://localhost:PORT. */
export function appOrigin(config: AppConfig): string {
  return new URL(config.APP_URL ?? `http://localhost:${config.PORT}`).origin;
}

/** Origins whose pages may send state-changing requests; the dev server's only in development. */
export function trustedOrigins(config: AppConfig): string[] {
  return [appOrigin(config), ...(config.NODE_ENV === 'development' ? DEV_ORIGINS : [])];
}

/** The origin part of an Origin or Referer header value, or null when it is not a URL. */
export function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when `origin` may send state-changing requests. Without APP_URL the app is often reached by
 * a LAN address (phones at a club), so the request's own host is accepted too: a page from another
 * site can never present our host as its origin, and cookies are never sent to a rebinding host.
 */
export function isTrustedOrigin(config: AppConfig, origin: string, requestHost: string | undefined): boolean {
  if (trustedOrigins(config).includes(origin)) return true;
  return config.APP_URL === undefined && requestHost !== undefined && new URL(origin).host === requestHost;
}

/** The connection a request arrived on: the address and port of ours the client connected to. */
export interface ArrivedOn {
  /** The Host header as sent. */
  host: string | undefined;
  /** The socket's local address (`::ffff:` prefixed for IPv4 on a dual-stack listener). */
  localAddress: string | undefined;
  localPort: number | undefined;
}

/** What linkOrigin needs of a Fastify request: its Host header and the socket it came in on. */
export function arrivalOf(request: {
  headers: { host?: string };
  socket: { localAddress?: string; localPort?: number };
}): ArrivedOn {
  return { host: request.headers.host, localAddress: request.socket.localAddress, localPort: request.socket.localPort };
}

/** True for 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * True when `host` names the very address and port the connection came in on (or `localhost` for a
 * loopback connection): the user typed or followed exactly this address to reach this process.
 * A made-up Host header (a name, another address, another port) never qualifies.
 */
function namesItsOwnSocket(host: URL, { localAddress, localPort }: ArrivedOn): boolean {
  if (localAddress === undefined || localPort === undefined) return false;
  const port = host.port === '' ? 80 : Number(host.port);
  if (port !== localPort) return false;
  const name = host.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const local = localAddress.replace(/^::ffff:/i, '').toLowerCase();
  return name === local || (name === 'localhost' && isLoopbackAddress(localAddress));
}

/**
 * The origin e-mailed links point at (decision 020). APP_URL's when it is set. Without it, the
 * address the user actually used, so a person browsing on 127.0.0.1 or a LAN address lands signed
 * in on the same origin: the request's Host when it is one of the trusted origins or names the
 * socket's own address and port; else http://localhost:PORT. Never an arbitrary Host header, which
 * anyone can send to have a reset link pointing at their own site.
 */
export function linkOrigin(config: AppConfig, arrived: ArrivedOn): string {
  if (config.APP_URL !== undefined || arrived.host === undefined) return appOrigin(config);
  let candidate: URL;
  try {
    candidate = new URL(`http://${arrived.host}`);
  } catch {
    return appOrigin(config);
  }
  if (candidate.host !== arrived.host.toLowerCase()) return appOrigin(config);
  const trusted = trustedOrigins(config).includes(candidate.origin) || namesItsOwnSocket(candidate, arrived);
  return trusted ? candidate.origin : appOrigin(config);
}
