import type { Locale } from '@marcador/domain';
import { and, type Column, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  connectionRequests,
  connections,
  playerBlocks,
  profiles,
  subscriptions,
  userRoles,
  users,
} from '../../db/schema';
import { grantsPremiumNow } from '../accounts/access.repository';

/** A pending request, by whom and to whom. */
export interface RequestRow {
  id: string;
  fromUserId: string;
  toUserId: string;
}

/** How a user is named in another's notification, and the language they read theirs in. */
export interface PersonRow {
  id: string;
  name: string;
  language: Locale;
}

const requestColumns = {
  id: connectionRequests.id,
  fromUserId: connectionRequests.fromUserId,
  toUserId: connectionRequests.toUserId,
};

/** Rows between `a` and `b`, either way round, of a table whose `left` and `right` columns name two users. */
const eitherWay = (left: Column, right: Column, a: string, b: string) =>
  or(and(eq(left, a), eq(right, b)), and(eq(left, b), eq(right, a)));

/** The network's writes and the counts its answers carry. */
export function networkRepository(db: Db) {
  return {
    /**
     * Locks both players' profiles, in id order (so two changes of one pair, or of one player, wait for
     * each other instead of deadlocking): every change of a connection holds both players' locks.
     */
    async lockPlayers(a: string, b: string): Promise<void> {
      await db
        .select({ id: profiles.userId })
        .from(profiles)
        .where(inArray(profiles.userId, [a, b]))
        .orderBy(profiles.userId)
        .for('no key update');
    },

    /** Names (display name) and languages of users, by id. */
    async people(ids: readonly string[]): Promise<Map<string, PersonRow>> {
      const rows = await db
        .select({ id: users.id, name: users.name, language: profiles.language })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { ...row, language: row.language === 'en' ? 'en' : 'es' }]));
    },

    /** True when the user has the network without limit: an admin, or Premium now. */
    async unlimited(userId: string): Promise<boolean> {
      const [row] = await db
        .select({
          unlimited: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')
            or exists (select 1 from ${subscriptions}
              where ${subscriptions.userId} = ${userId} and ${grantsPremiumNow()})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row?.unlimited ?? false;
    },

    /** The user's contacts and pending requests, counted. */
    async counts(userId: string): Promise<{ contacts: number; incoming: number; sent: number }> {
      const [row] = await db
        .select({
          contacts: sql<number>`(select count(*)::int from ${connections} where ${connections.userId} = ${userId})`,
          incoming: sql<number>`(select count(*)::int from ${connectionRequests} where ${connectionRequests.toUserId} = ${userId})`,
          sent: sql<number>`(select count(*)::int from ${connectionRequests} where ${connectionRequests.fromUserId} = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { contacts: 0, incoming: 0, sent: 0 };
    },

    /** Stores a request; an existing one of the same pair and direction is kept and answered. */
    async request(fromUserId: string, toUserId: string): Promise<string> {
      await db.insert(connectionRequests).values({ fromUserId, toUserId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(and(eq(connectionRequests.fromUserId, fromUserId), eq(connectionRequests.toUserId, toUserId)));
      if (!row) throw new Error('the request just stored is gone');
      return row.id;
    },

    /** A pending request addressed to, or sent by, `userId` (as `side` says); null when there is none. */
    async findRequest(id: string, userId: string, side: 'to' | 'from'): Promise<RequestRow | null> {
      const party = side === 'to' ? connectionRequests.toUserId : connectionRequests.fromUserId;
      const [row] = await db
        .select(requestColumns)
        .from(connectionRequests)
        .where(and(eq(connectionRequests.id, id), eq(party, userId)));
      return row ?? null;
    },

    async deleteRequest(id: string): Promise<void> {
      await db.delete(connectionRequests).where(eq(connectionRequests.id, id));
    },

    /** Removes pending requests between the two, either way; true when there were any. */
    async deleteRequestsBetween(a: string, b: string): Promise<boolean> {
      const rows = await db
        .delete(connectionRequests)
        .where(eitherWay(connectionRequests.fromUserId, connectionRequests.toUserId, a, b))
        .returning({ id: connectionRequests.id });
      return rows.length > 0;
    },

    /** Connects the two (a row each way); already connected stays as it is. */
    async connect(a: string, b: string): Promise<void> {
      await db
        .insert(connections)
        .values([
          { userId: a, contactId: b },
          { userId: b, contactId: a },
        ])
        .onConflictDoNothing();
    },

    /** Removes the connection of the two, both rows; true when there was one. */
    async disconnect(a: string, b: string): Promise<boolean> {
      const rows = await db
        .delete(connections)
        .where(eitherWay(connections.userId, connections.contactId, a, b))
        .returning({ userId: connections.userId });
      return rows.length > 0;
    },

    /** The address of `contactId` when they are a connection of `userId`, else null (decision 031). */
    async contactEmail(userId: string, contactId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(connections)
        .innerJoin(users, eq(users.id, connections.contactId))
        .where(and(eq(connections.userId, userId), eq(connections.contactId, contactId)));
      return row?.email ?? null;
    },

    /** Records that `blockerId` blocked `blockedId`; true when it is new. */
    async block(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .insert(playerBlocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ blockedId: playerBlocks.blockedId });
      return rows.length > 0;
    },

    /** Lifts a block; true when there was one. */
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(playerBlocks)
        .where(and(eq(playerBlocks.blockerId, blockerId), eq(playerBlocks.blockedId, blockedId)))
        .returning({ blockedId: playerBlocks.blockedId });
      return rows.length > 0;
    },
  };
}

export type NetworkRepository = ReturnType<typeof networkRepository>;
