import type { ConnectionRequest, Contact, PlayerCard } from '@marcador/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { connectionRequests, connections, directoryOrder, playerBlocks, profiles } from '../../db/schema';
import { cardColumns, toPlayerCard } from './player-cards.repository';

/** The lists of a user's network pages, each player as a card the user sees. */
export function networkListsRepository(db: Db) {
  /** Pending requests of `userId`, received or sent, each with the player on the other side, newest first. */
  const requests = async (userId: string, side: 'incoming' | 'sent'): Promise<ConnectionRequest[]> => {
    const [mine, theirs] =
      side === 'incoming'
        ? [connectionRequests.toUserId, connectionRequests.fromUserId]
        : [connectionRequests.fromUserId, connectionRequests.toUserId];
    const rows = await db
      .select({ card: cardColumns(userId), requestId: connectionRequests.id, createdAt: connectionRequests.createdAt })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.userId, theirs))
      .where(eq(mine, userId))
      .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id));
    return rows.map((row) => ({
      id: row.requestId,
      player: toPlayerCard(row.card),
      createdAt: row.createdAt.getTime(),
    }));
  };

  return {
    /** The user's contacts in the directory's name order. */
    async contacts(userId: string): Promise<Contact[]> {
      const rows = await db
        .select({ card: cardColumns(userId), connectedAt: connections.createdAt })
        .from(connections)
        .innerJoin(profiles, eq(profiles.userId, connections.contactId))
        .where(eq(connections.userId, userId))
        .orderBy(...directoryOrder);
      return rows.map((row) => ({ player: toPlayerCard(row.card), connectedAt: row.connectedAt.getTime() }));
    },
    incoming: (userId: string) => requests(userId, 'incoming'),
    sent: (userId: string) => requests(userId, 'sent'),
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
