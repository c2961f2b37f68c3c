/**
 * Test support for the players and network routes: players stored directly (no sign-up, many in a
 * few milliseconds) and the routes called through `app.inject` as a signed-in user.
 */
import { randomUUID } from 'node:crypto';
import type { Profile } from '@marcador/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, users } from '../../db/schema';
import { nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { profilesRepository } from '../accounts/profiles.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Stores a player who never signs in: a user row and a profile written through the profiles
 * repository (so the search text is the real one). `profile` replaces fields of a padel player in
 * Guadalajara; the username is unique unless given.
 */
export async function storePlayer(db: Db, profile: Partial<Profile> = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Jugador', email: `player-${id}@example.com`, emailVerified: true });
  await profilesRepository(db).create(id, {
    firstName: 'Jugador',
    lastName: 'Prueba',
    username: `p_${id.slice(0, 8)}`,
    age: null,
    skillLevel: 'intermedio',
    sports: ['padel'],
    country: 'Mexico',
    state: 'Jalisco',
    city: 'Guadalajara',
    language: 'es',
    inDirectory: true,
    ...profile,
  });
  return id;
}

/** The players and network routes as `user` calls them (fresh client address each, with the app's Origin). */
export function networkApi(ctx: TestContext, user: TestUser) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { origin: ORIGIN, cookie: user.cookie },
      remoteAddress: nextIp(),
    });
  return {
    send,
    search: (query: Record<string, string | number> = {}) =>
      send(
        'GET',
        `/api/players?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, `${value}`]))}`,
      ),
    player: (id: string) => send('GET', `/api/players/${encodeURIComponent(id)}`),
    network: () => send('GET', '/api/network'),
    incoming: () => send('GET', '/api/network/requests'),
    sent: () => send('GET', '/api/network/sent'),
    blocks: () => send('GET', '/api/network/blocks'),
    request: (userId: string) => send('POST', '/api/network/requests', { userId }),
    accept: (id: string) => send('POST', `/api/network/requests/${id}/accept`),
    decline: (id: string) => send('POST', `/api/network/requests/${id}/decline`),
    cancel: (id: string) => send('DELETE', `/api/network/requests/${id}`),
    remove: (userId: string) => send('DELETE', `/api/network/contacts/${encodeURIComponent(userId)}`),
    block: (userId: string) => send('POST', '/api/network/blocks', { userId }),
    unblock: (userId: string) => send('DELETE', `/api/network/blocks/${encodeURIComponent(userId)}`),
    profile: (changes: Partial<Profile>) => send('PATCH', '/api/profile', changes),
  };
}

/** What a user was told: each notification's kind, texts and link. */
export function notificationsOf(db: Db, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}
