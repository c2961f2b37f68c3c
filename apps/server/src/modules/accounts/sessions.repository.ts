import { isRole, type Role } from '@marcador/domain';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, subscriptions, userRoles, users } from '../../db/schema';
import { activeSubscriptionOf } from './access.repository';

/** A session with everything a request needs to know about its user. */
export interface SessionViewer {
  expiresAt: Date;
  user: { id: string; email: string; emailVerified: boolean; name: string };
  roles: Role[];
  subscribed: boolean;
}

/**
 * Sessions as every signed-in request reads them: the session, its user, their roles and whether they
 * are subscribed, in one prepared query (the alternative, better-auth's getSession plus our role and
 * subscription reads, costs four round trips on each request).
 */
export function sessionsRepository(db: Db) {
  const byToken = db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      subscribed: exists(db.select({ one: sql`1` }).from(subscriptions).where(activeSubscriptionOf(users.id))),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; this keeps one that raced the
    // deletion from answering.
    .where(and(eq(sessions.token, sql.placeholder('token')), isNull(users.disabledAt)))
    .prepare('session_viewer');

  return {
    /** The session with this token and its user, or null when there is none. */
    async viewerByToken(token: string): Promise<SessionViewer | null> {
      const [row] = await byToken.execute({ token });
      if (!row) return null;
      const { expiresAt, roles, subscribed, ...user } = row;
      return { expiresAt, user, roles: roles.filter(isRole), subscribed: Boolean(subscribed) };
    },
  };
}
