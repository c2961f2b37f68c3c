import type { MeResponse } from '@marcador/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { activeLanguage } from './i18n';

/*
 * The session as every page needs it (route guards, header, menu). This module is on the landing
 * page's path, so it talks to the API with plain fetch and a hand-written shape check instead of the
 * zod client: the zod schemas stay in the lazily loaded screens that call the rest of the API.
 */

/**
 * The query-cache key prefix of screens that read GET /api/me through the zod client (the profile);
 * the shell's own copy lives in the store below.
 */
export const meQueryKey = ['me'] as const;

/** A failed session read that is not a plain "signed out" (network, server error). */
export class SessionReadError extends Error {
  override readonly name = 'SessionReadError';
  constructor(
    message: string,
    /** No answer at all (offline), as opposed to a server error. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/**
 * localStorage key of the last session the server confirmed. Offline, a read cannot reach the server;
 * the remembered session then keeps a signed-in player on /app (the live match works offline and
 * must not bounce to /auth). A 401, sign-out or setSession(null) forgets it.
 */
export const OFFLINE_SESSION_KEY = 'offlineSession';

function remember(me: MeResponse | null): void {
  try {
    if (me) localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(me));
    else localStorage.removeItem(OFFLINE_SESSION_KEY);
  } catch {
    // No storage: offline visits simply count as signed out.
  }
}

function remembered(): MeResponse | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY) ?? 'null');
    return looksLikeMe(value) ? value : null;
  } catch {
    return null;
  }
}

function languageHeaders(): Record<string, string> {
  const language = activeLanguage();
  return language ? { 'Accept-Language': language, 'x-language': language } : {};
}

/** Enough of a check to trust the fields the shell reads; the profile screens re-read with zod. */
function looksLikeMe(value: unknown): value is MeResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { user, roles, plan } = value as Record<string, unknown>;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string' &&
    typeof (user as Record<string, unknown>).email === 'string' &&
    Array.isArray(roles) &&
    typeof plan === 'string'
  );
}

/**
 * A read still unanswered after this counts as no connection: a network that takes requests and
 * never answers them must not leave every guarded page on 'Cargando...'.
 */
export const SESSION_READ_TIMEOUT_MS = 10_000;

/**
 * GET /api/session: the signed-in user, or null for a visitor. It answers 200 either way, so a
 * visitor's page logs no failed request (GET /api/me would answer 401). Other failures throw.
 */
export async function fetchMe(signal?: AbortSignal, timeoutMs = SESSION_READ_TIMEOUT_MS): Promise<MeResponse | null> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const cancel = () => timeout.abort();
  signal?.addEventListener('abort', cancel);
  try {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch('/api/session', {
        headers: { Accept: 'application/json', ...languageHeaders() },
        credentials: 'same-origin',
        signal: timeout.signal,
      });
      body = await response.json().catch((error: unknown) => {
        if (timeout.signal.aborted) throw error;
        return undefined;
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new SessionReadError('The session could not be read: the server is unreachable.', true);
    }
    const me = response.ok && typeof body === 'object' && body !== null ? (body as { me?: unknown }).me : undefined;
    if (me !== null && !looksLikeMe(me)) {
      throw new SessionReadError(`The session could not be read (HTTP ${response.status}).`);
    }
    return me;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Where the session stands: still being read, or known (`me` null when signed out). */
export type SessionState = { status: 'loading' } | { status: 'ready'; me: MeResponse | null };

/*
 * A small store rather than a query-cache entry: the session has one reading pattern (read once,
 * read again after an auth change, set to null on sign-out) and must survive `queryClient.clear()`,
 * which sign-out uses to forget the previous user's cached answers.
 */
let state: SessionState = { status: 'loading' };
let latestRequest = 0;
let pending: Promise<MeResponse | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Replaces the known session (after sign-out: null), cancelling the effect of reads in flight. */
export function setSession(me: MeResponse | null): void {
  latestRequest += 1;
  pending = null;
  remember(me);
  publish({ status: 'ready', me });
}

/**
 * Reads GET /api/session into the store. A failed read counts as signed out (spec section 8: "session
 * read failure only logged"), so guarded pages send the visitor to /auth rather than hang on
 * 'Cargando...'; with no network at all, the remembered session stands in (see OFFLINE_SESSION_KEY). `fresh` reads again even when the session is known (after sign-in, a profile edit,
 * a plan change); the latest read wins.
 */
export function loadSession(fresh = false): Promise<MeResponse | null> {
  if (!fresh && state.status === 'ready') return Promise.resolve(state.me);
  if (!fresh && pending) return pending;
  const request = ++latestRequest;
  const read = fetchMe().then(
    (me) => {
      remember(me);
      return me;
    },
    (error: unknown) => {
      console.warn(error instanceof Error ? error.message : error);
      return error instanceof SessionReadError && error.unreachable ? remembered() : null;
    },
  );
  pending = read;
  void read.then((me) => {
    if (request !== latestRequest) return;
    pending = null;
    publish({ status: 'ready', me });
  });
  return read;
}

/** Reads the session again and resolves with it. */
export function refreshSession(): Promise<MeResponse | null> {
  return loadSession(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): SessionState {
  return state;
}

/** The signed-in user: `isPending` until the first read, then `data` (null when signed out). */
export function useSession(): { isPending: boolean; data: MeResponse | null | undefined } {
  // The same snapshot on the server: the build's prerender renders a visitor's page (see src/prerender).
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    void loadSession();
  }, []);
  return current.status === 'loading' ? { isPending: true, data: undefined } : { isPending: false, data: current.me };
}

/**
 * POST /api/auth/sign-out: the server revokes every session of the user (global sign-out) and
 * clears the cookie. Resolves either way: the caller leaves for /auth also when this fails.
 */
export async function requestSignOut(): Promise<boolean> {
  // Forgotten first: signing out offline must not leave the device signed in.
  remember(null);
  try {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { Accept: 'application/json', ...languageHeaders() },
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
