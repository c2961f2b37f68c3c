/**
 * The players' network (decision 030): pending connection requests, connections (one row per
 * direction) and blocks. Each row names two users and goes when either account is deleted.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A request from one player to another, pending until accepted (it becomes a connection), declined or
 * canceled (it is deleted). One per direction: asking again is the same request.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('connection_requests_pair_key').on(t.fromUserId, t.toUserId),
    // Incoming requests, newest first (sent ones read the unique key's order).
    index('connection_requests_to_idx').on(t.toUserId, t.createdAt.desc()),
    check('connection_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/**
 * Two connected players, stored in both directions (a user's contacts are the rows with their
 * `user_id`, read through the key), written and removed together.
 */
export const connections = pgTable(
  'connections',
  {
    userId: userRef('user_id'),
    contactId: userRef('contact_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contactId] }),
    check('connections_not_self', sql`${t.userId} <> ${t.contactId}`),
  ],
);

/** A player who blocked another: no requests either way, neither finds the other. */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Who blocked a user: the search leaves them out of that user's results.
    index('player_blocks_blocked_idx').on(t.blockedId),
    check('player_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
