import type { ConnectionState, PlayerCard } from '@marcador/contracts';
import { displayName, isProfileSport } from '@marcador/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connectionRequests, connections, playerBlocks, profiles } from '../../db/schema';
import { storedSkillLevel } from '../accounts/profiles.repository';

/**
 * The player of the row, `profiles.user_id`, written out in full: drizzle leaves the columns of a
 * one-table select unqualified, and inside the subqueries below a bare `user_id` would name their own
 * table's column (connections has one).
 */
export const playerId = sql`${profiles}.${sql.identifier(profiles.userId.name)}`;

/**
 * Where `viewerId` stands with the player of a `profiles` row (contracts' connectionStateSchema).
 * Blocking removes connections and requests, and a request to someone who asked first connects the
 * two, so at most one of these holds; the order only settles a race's leftovers.
 */
export function connectionStateOf(viewerId: string): SQL<ConnectionState> {
  const { blockerId, blockedId } = playerBlocks;
  const { fromUserId, toUserId } = connectionRequests;
  return sql<ConnectionState>`case
    when ${playerId} = ${viewerId} then 'self'
    when exists (select 1 from ${playerBlocks} where ${blockerId} = ${viewerId} and ${blockedId} = ${playerId}) then 'blocked'
    when exists (select 1 from ${connections} where ${connections.userId} = ${viewerId} and ${connections.contactId} = ${playerId}) then 'connected'
    when exists (select 1 from ${connectionRequests} where ${fromUserId} = ${viewerId} and ${toUserId} = ${playerId}) then 'outgoing'
    when exists (select 1 from ${connectionRequests} where ${fromUserId} = ${playerId} and ${toUserId} = ${viewerId}) then 'incoming'
    else 'none' end`;
}

/** The columns of a player card, read from `profiles`, as `viewerId` sees it. */
export function cardColumns(viewerId: string) {
  return {
    id: profiles.userId,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    username: profiles.username,
    skillLevel: profiles.skillLevel,
    sports: profiles.sports,
    city: profiles.city,
    connection: connectionStateOf(viewerId),
  };
}

/** A row selected with cardColumns. */
export interface CardRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  skillLevel: string | null;
  sports: string[];
  city: string;
  connection: ConnectionState;
}

export function toPlayerCard(row: CardRow): PlayerCard {
  return {
    id: row.id,
    name: displayName(row),
    username: row.username,
    skillLevel: storedSkillLevel(row.skillLevel),
    sports: row.sports.filter(isProfileSport),
    city: row.city,
    connection: row.connection,
  };
}

/** Cards of players by id, in the order of `ids` (ids without a profile are left out). */
export async function playerCards(db: Db, viewerId: string, ids: readonly string[]): Promise<PlayerCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns(viewerId))
    .from(profiles)
    .where(inArray(profiles.userId, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toPlayerCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
