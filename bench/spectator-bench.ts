import type { BulkPlayer } from '../apps/server/src/cli/bulk-players.repository.ts';
import { baselineP99 } from './baseline-server.ts';

/**
 * What the spectator benches share. A signed-in user's calls to an app instance in a bench (the tournament and live match spectator
 * benches): its session cookie, the app's own origin (the CSRF check) and a client address of its own.
 * `base` and `cookie` are read at each call: the benches learn them in their set-up.
 */
export function appCaller(base: () => string, cookie: () => string, address: string) {
  /** Sends `body` to `path`; rejects unless answered `expected`; the answer's JSON. */
  return async <T>(method: string, path: string, body: unknown, expected: number): Promise<T> => {
    const url = base();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        cookie: cookie(),
        origin: url,
        'x-forwarded-for': address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}

/** The page's owner (an organiser, a scorer): a player stored in bulk with a session (a sign-up would hash a password). */
export const benchOwner = (firstName: string, lastName: string): BulkPlayer => ({
  firstName,
  lastName,
  username: `${firstName}_${lastName}`.toLowerCase(),
  city: 'Madrid',
  sports: ['padel'],
  skillLevel: 'intermedio',
  inDirectory: false,
});

/** The write baseline's p99 under the API bench's load (50 connections for 5 s), as the spectator benches judge by. */
export const writeBaselineP99 = (baselineUrl: string) => baselineP99(baselineUrl, 'write', 50, 5);
