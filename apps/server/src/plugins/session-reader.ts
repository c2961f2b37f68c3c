import { createHmac, timingSafeEqual } from 'node:crypto';
import { effectivePlan } from '@marcador/domain';
import type { Db } from '../db/database';
import { type SessionViewer, sessionsRepository } from '../modules/accounts/sessions.repository';
import type { Viewer } from './auth';

/** The names of better-auth's cookies for this app (from its context, so prefixes always match). */
export interface AuthCookieNames {
  sessionToken: string;
  sessionData: string;
  dontRemember: string;
}

export interface SessionReaderOptions {
  db: Db;
  /** better-auth's secret, which signs the session cookie. */
  secret: string;
  cookies: AuthCookieNames;
  /** better-auth's session settings, in seconds. */
  expiresIn: number;
  updateAge: number;
  /** How long a session read stays trusted in this process, in ms (0 reads the database every time). */
  cacheMs?: number;
  clock?: () => number;
}

/** Sessions kept at most, so a flood of distinct cookies cannot grow the cache without bound. */
const CACHE_CAPACITY = 10_000;

/** First value of each cookie, URL-decoded, as better-auth (better-call) parses a Cookie header. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** The token of a signed cookie value (`token.base64(HMAC-SHA256)`), or null when the signature fails. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Reads the signed-in user of a request without going through better-auth's endpoint machinery, which
 * costs more CPU than the rest of a live-scoring request. It answers only the plain cases and leaves
 * every other one to better-auth's getSession (`undefined`), so behaviour stays better-auth's:
 * - no better-auth cookie at all: signed out (null);
 * - a validly signed session cookie whose session exists, has not expired and is not due for its
 *   daily extension, with no "don't remember me" or cached-session cookie: that session's user.
 * Anything else (bad signature, unknown or expired session, a refresh due, other cookies) goes to
 * better-auth, which clears cookies, deletes expired sessions and extends sessions as it always does.
 */
export function sessionReader({
  db,
  secret,
  cookies,
  expiresIn,
  updateAge,
  cacheMs = 0,
  clock = Date.now,
}: SessionReaderOptions) {
  const sessionsRead = sessionsRepository(db);
  // Signed cookie value -> the session as last read and when; only sessions answered from the
  // database. Keyed by the signed value, so a hit needs no HMAC: that exact value was verified when
  // it was read (2% of a live-scoring request's time went to the HMAC, decision 025).
  const recent = new Map<string, { session: SessionViewer; readAt: number }>();
  const viewerBySignedValue = async (signed: string, now: number) => {
    const held = recent.get(signed);
    if (held && now - held.readAt < cacheMs) return held.session;
    const token = verifiedToken(signed, secret);
    if (token === null) return undefined;
    const session = await sessionsRead.viewerByToken(token);
    if (session && cacheMs > 0) {
      if (recent.size >= CACHE_CAPACITY) recent.clear();
      recent.set(signed, { session, readAt: now });
    } else {
      recent.delete(signed);
    }
    return session;
  };
  return {
    /**
     * Drops every cached session: called after any request that may sign out, revoke sessions or
     * change a user's name, roles or plan, so this process never answers from what it replaced.
     */
    forgetAll(): void {
      recent.clear();
    },

    /** Drops the cached sessions of one user: their plan changed (a payment, a cancellation...). */
    forgetUser(userId: string): void {
      for (const [signed, { session }] of recent) if (session.user.id === userId) recent.delete(signed);
    },

    async read(cookieHeader: string | undefined): Promise<Viewer | null | undefined> {
      if (!cookieHeader) return null;
      const jar = parseCookies(cookieHeader);
      const signed = jar.get(cookies.sessionToken);
      const others = jar.has(cookies.sessionData) || jar.has(cookies.dontRemember);
      if (signed === undefined) return others ? undefined : null;
      if (others) return undefined;
      const now = clock();
      const session = await viewerBySignedValue(signed, now);
      if (!session) return undefined;
      const expiresAt = session.expiresAt.getTime();
      // better-auth extends a session once it is `updateAge` old, answering with a new cookie.
      if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) {
        recent.delete(signed);
        return undefined;
      }
      const { user, roles, subscribed } = session;
      return { user, roles, plan: effectivePlan({ roles, subscribed }) };
    },
  };
}

export type SessionReader = ReturnType<typeof sessionReader>;
