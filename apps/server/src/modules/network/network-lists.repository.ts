import { type ConnectionRequest, type Contact, NETWORK_PAGE_SIZE, type PlayerCard } from '@marcador/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connectionRequests, connections, directoryOrder, playerBlocks, profiles } from '../../db/schema';
import type { ContactsCursor, RequestsCursor } from './network-cursor';
import { cardColumns, toPlayerCard } from './player-cards.repository';

/** A page of a list, with the sort key of its last item when more follow (decision 033). */
export interface ListPage<Item, Key> {
  items: Item[];
  /** The last item's key when a next page exists; null on the last page. */
  next: Key | null;
}

/** The first NETWORK_PAGE_SIZE rows, and the last one's key when one more was read. */
function pageOf<Row, Item, Key>(rows: Row[], item: (row: Row) => Item, key: (row: Row) => Key): ListPage<Item, Key> {
  const shown = rows.slice(0, NETWORK_PAGE_SIZE);
  const last = shown.at(-1);
  return { items: shown.map(item), next: rows.length > NETWORK_PAGE_SIZE && last ? key(last) : null };
}

/** A request's time as stored (microseconds), for the cursor: milliseconds would skip ties. */
const requestTime = sql<string>`to_char(${connectionRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The lists of a user's network pages, each player as a card the user sees; paged by a stable key. */
export function networkListsRepository(db: Db) {
  /** A page of pending requests of `userId`, received or sent, each with the player on the other side, newest first. */
  const requests = async (
    userId: string,
    side: 'incoming' | 'sent',
    after?: RequestsCursor,
  ): Promise<ListPage<ConnectionRequest, RequestsCursor>> => {
    const [mine, theirs] =
      side === 'incoming'
        ? [connectionRequests.toUserId, connectionRequests.fromUserId]
        : [connectionRequests.fromUserId, connectionRequests.toUserId];
    const rows = await db
      .select({
        card: cardColumns(userId),
        requestId: connectionRequests.id,
        createdAt: connectionRequests.createdAt,
        key: requestTime,
      })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.userId, theirs))
      .where(
        and(
          eq(mine, userId),
          after
            ? sql`(${connectionRequests.createdAt}, ${connectionRequests.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id))
      .limit(NETWORK_PAGE_SIZE + 1);
    return pageOf(
      rows,
      (row) => ({ id: row.requestId, player: toPlayerCard(row.card), createdAt: row.createdAt.getTime() }),
      (row): RequestsCursor => [row.key, row.requestId],
    );
  };

  return {
    /** A page of the user's contacts in the directory's name order (then id). */
    async contacts(userId: string, after?: ContactsCursor): Promise<ListPage<Contact, ContactsCursor>> {
      const rows = await db
        .select({
          card: cardColumns(userId),
          connectedAt: connections.createdAt,
          directoryName: profiles.directoryName,
          contactId: connections.contactId,
        })
        .from(connections)
        .innerJoin(profiles, eq(profiles.userId, connections.contactId))
        .where(
          and(
            eq(connections.userId, userId),
            after
              ? sql`(${profiles.directoryName} collate "C", ${profiles.userId}) > (${after[0]} collate "C", ${after[1]})`
              : undefined,
          ),
        )
        .orderBy(...directoryOrder)
        .limit(NETWORK_PAGE_SIZE + 1);
      return pageOf(
        rows,
        (row) => ({ player: toPlayerCard(row.card), connectedAt: row.connectedAt.getTime() }),
        (row): ContactsCursor => [row.directoryName, row.contactId],
      );
    },
    incoming: (userId: string, after?: RequestsCursor) => requests(userId, 'incoming', after),
    sent: (userId: string, after?: RequestsCursor) => requests(userId, 'sent', after),
    /** Players the user blocked, newest first. */
    async blocked(userId: string): Promise<PlayerCard[]> {
      const rows = await db
        .select(cardColumns(userId))
        .from(playerBlocks)
        .innerJoin(profiles, eq(profiles.userId, playerBlocks.blockedId))
        .where(eq(playerBlocks.blockerId, userId))
        .orderBy(desc(playerBlocks.createdAt), desc(playerBlocks.blockedId));
      return rows.map(toPlayerCard);
    },
  };
}
