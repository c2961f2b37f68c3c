import {
  type ConnectionChangeResponse,
  FREE_CONTACTS_LIMIT,
  type NetworkSummary,
  type PlayerProfileResponse,
} from '@marcador/contracts';
import { includesPremium, type PlanTier } from '@marcador/domain';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { Notifier } from '../notifications/notifier';
import { playerLevels } from '../ratings/player-levels';
import { publishUserEvent } from '../realtime/user-events.repository';
import { networkRepository } from './network.repository';
import { decodeContactsCursor, decodeRequestsCursor, encodeCursor } from './network-cursor';
import {
  blockedByViewer,
  blockOfSelf,
  contactsLimitReached,
  playerNotFound,
  requestNotFound,
  requestToSelf,
  theirContactsLimitReached,
} from './network-errors';
import { type ListPage, networkListsRepository } from './network-lists.repository';
import { playerPage, visibleTo } from './player-page';
import { type PlayerSearch, playersRepository } from './players.repository';
import { sharedMatchesRepository } from './shared-matches.repository';

/** Who acts: the signed-in user and their plan (the contacts limit depends on it). */
export interface NetworkViewer {
  id: string;
  plan: PlanTier;
}

/** A page's items and the cursor of the next page (null on the last). */
const withCursor = <Item>({ items, next }: ListPage<Item, readonly [string, string]>) => ({
  items,
  nextCursor: next === null ? null : encodeCursor(next),
});

/** The contacts a plan allows; null for no limit (Premium and admins). */
const contactsLimitOf = (plan: PlanTier) => (includesPremium(plan) ? null : FREE_CONTACTS_LIMIT);

/**
 * The players' network (decision 030). Every change of a pair runs in one transaction that holds
 * both players' locks, so simultaneous changes of one pair (two mutual requests, an accept racing a
 * cancel) happen one after the other; its notification and both players' `network` events are
 * written in that transaction and leave with its commit.
 */
export function networkService({ db, notifier }: { db: Db; notifier: Notifier }) {
  const summaryOf = async (run: Db, viewer: NetworkViewer): Promise<NetworkSummary> => ({
    ...(await networkRepository(run).counts(viewer.id)),
    contactsLimit: contactsLimitOf(viewer.plan),
  });

  /** Tells `recipientId`, in their language, what `aboutId` did. */
  const notify = async (
    tx: Db,
    recipientId: string,
    kind: 'connection_request' | 'connection_accepted',
    aboutId: string,
  ) => {
    const people = await networkRepository(tx).people([recipientId, aboutId]);
    const recipient = people.get(recipientId);
    const about = people.get(aboutId);
    if (!recipient || !about) return;
    await notifier.notify(recipientId, { kind, player: { id: aboutId, name: about.name } }, recipient.language, tx);
  };

  /** Refuses a new contact past the viewer's plan, or past the other player's (free) plan. */
  const refuseOverLimit = async (tx: Db, viewer: NetworkViewer, otherId?: string) => {
    const network = networkRepository(tx);
    const limit = contactsLimitOf(viewer.plan);
    if (limit !== null && (await network.counts(viewer.id)).contacts >= limit) throw contactsLimitReached();
    if (otherId === undefined || (await network.unlimited(otherId))) return;
    if ((await network.counts(otherId)).contacts >= FREE_CONTACTS_LIMIT) throw theirContactsLimitReached();
  };

  /** Connects the viewer with the player who asked them (requests either way go) and tells that player. */
  const acceptFrom = async (tx: Db, viewer: NetworkViewer, requesterId: string) => {
    await refuseOverLimit(tx, viewer, requesterId);
    const network = networkRepository(tx);
    await network.deleteRequestsBetween(viewer.id, requesterId);
    await network.connect(viewer.id, requesterId);
    await notify(tx, requesterId, 'connection_accepted', viewer.id);
  };

  /**
   * Runs `change` on the pair with both locks held; when it changed something, both players' tabs
   * hear of it. Answers where the viewer then stands with the other player.
   */
  const changePair = (
    viewer: NetworkViewer,
    otherId: string,
    change: (tx: Db) => Promise<boolean>,
  ): Promise<ConnectionChangeResponse> =>
    transaction(db, async (tx) => {
      await networkRepository(tx).lockPlayers(viewer.id, otherId);
      if (await change(tx)) {
        await publishUserEvent(tx, { userId: viewer.id, kind: 'network', created: [], changed: [otherId] });
        await publishUserEvent(tx, { userId: otherId, kind: 'network', created: [], changed: [viewer.id] });
      }
      const standing = await playersRepository(tx).standing(viewer.id, otherId);
      return {
        userId: otherId,
        connection: standing?.card.connection ?? 'none',
        requestId: standing?.requestId ?? null,
        summary: await summaryOf(tx, viewer),
      };
    });

  /** Where the viewer stands with a player who exists (has a profile); anyone else is a 404. */
  const knownPlayer = async (tx: Db, viewer: NetworkViewer, userId: string) => {
    const standing = await playersRepository(tx).standing(viewer.id, userId);
    if (!standing) throw playerNotFound();
    return standing;
  };

  /** A pending request of the viewer's (`side`: addressed to them, or sent by them), else a 404. */
  const requestOf = async (run: Db, viewer: NetworkViewer, id: string, side: 'to' | 'from') => {
    const request = await networkRepository(run).findRequest(id, viewer.id, side);
    if (!request) throw requestNotFound();
    return request;
  };

  /** Settles one of the viewer's requests: found first, then found again under the pair's locks. */
  const settleRequest = async (
    viewer: NetworkViewer,
    id: string,
    side: 'to' | 'from',
    settle: (tx: Db, otherId: string) => Promise<void>,
  ) => {
    const request = await requestOf(db, viewer, id, side);
    const otherId = side === 'to' ? request.fromUserId : request.toUserId;
    return changePair(viewer, otherId, async (tx) => {
      // Canceled, declined or accepted meanwhile: it is gone.
      await requestOf(tx, viewer, id, side);
      await settle(tx, otherId);
      return true;
    });
  };

  const players = playersRepository(db);
  const lists = networkListsRepository(db);
  return {
    search: (search: PlayerSearch) => players.search(search),

    /** A player's page as the viewer sees it; a 404 when the viewer may not see it. */
    async playerPage(viewer: NetworkViewer, playerId: string): Promise<PlayerProfileResponse> {
      const standing = await players.standing(viewer.id, playerId);
      if (!standing || !visibleTo(standing)) throw playerNotFound();
      const none = { together: 0, won: 0, lost: 0, recent: [] };
      const shared =
        standing.card.connection === 'self' ? none : await sharedMatchesRepository(db).between(viewer.id, playerId);
      return playerPage(standing, shared, await playerLevels(db, playerId));
    },

    summary: (viewer: NetworkViewer) => summaryOf(db, viewer),
    /** A page of the viewer's contacts after `cursor` (a previous page's `nextCursor`; 400 for any other). */
    contacts: async (viewer: NetworkViewer, cursor?: string) =>
      withCursor(await lists.contacts(viewer.id, cursor === undefined ? undefined : decodeContactsCursor(cursor))),
    incoming: async (viewer: NetworkViewer, cursor?: string) =>
      withCursor(await lists.incoming(viewer.id, cursor === undefined ? undefined : decodeRequestsCursor(cursor))),
    sent: async (viewer: NetworkViewer, cursor?: string) =>
      withCursor(await lists.sent(viewer.id, cursor === undefined ? undefined : decodeRequestsCursor(cursor))),
    blocked: (viewer: NetworkViewer) => lists.blocked(viewer.id),

    /**
     * Asks a player to connect. Idempotent: asking again, or asking someone already connected,
     * changes nothing. Asking a player who already asked the viewer connects the two.
     */
    request(viewer: NetworkViewer, userId: string): Promise<ConnectionChangeResponse> {
      if (userId === viewer.id) throw requestToSelf();
      return changePair(viewer, userId, async (tx) => {
        const standing = await knownPlayer(tx, viewer, userId);
        if (standing.blockedViewer) throw playerNotFound();
        if (standing.card.connection === 'blocked') throw blockedByViewer();
        if (!visibleTo(standing)) throw playerNotFound();
        switch (standing.card.connection) {
          case 'connected':
          case 'outgoing':
            return false;
          case 'incoming':
            await acceptFrom(tx, viewer, userId);
            return true;
          default:
            await refuseOverLimit(tx, viewer);
            await networkRepository(tx).request(viewer.id, userId);
            await notify(tx, userId, 'connection_request', viewer.id);
            return true;
        }
      });
    },

    /** Accepts a request addressed to the viewer: the two are connected, and the sender is told. */
    accept: (viewer: NetworkViewer, id: string) =>
      settleRequest(viewer, id, 'to', (tx, senderId) => acceptFrom(tx, viewer, senderId)),
    /** Declines a request addressed to the viewer (the sender is not told). */
    decline: (viewer: NetworkViewer, id: string) =>
      settleRequest(viewer, id, 'to', (tx) => networkRepository(tx).deleteRequest(id)),
    /** Cancels a request the viewer sent. */
    cancel: (viewer: NetworkViewer, id: string) =>
      settleRequest(viewer, id, 'from', (tx) => networkRepository(tx).deleteRequest(id)),

    /** Removes a contact, both ways; not connected, nothing changes. */
    removeContact: (viewer: NetworkViewer, userId: string) =>
      changePair(viewer, userId, async (tx) => {
        await knownPlayer(tx, viewer, userId);
        return networkRepository(tx).disconnect(viewer.id, userId);
      }),

    /** Blocks a player: their connection and pending requests with the viewer go; blocking again changes nothing. */
    block(viewer: NetworkViewer, userId: string): Promise<ConnectionChangeResponse> {
      if (userId === viewer.id) throw blockOfSelf();
      return changePair(viewer, userId, async (tx) => {
        await knownPlayer(tx, viewer, userId);
        const network = networkRepository(tx);
        const disconnected = await network.disconnect(viewer.id, userId);
        const withdrawn = await network.deleteRequestsBetween(viewer.id, userId);
        const blocked = await network.block(viewer.id, userId);
        return disconnected || withdrawn || blocked;
      });
    },

    /** Lifts a block; not blocked, nothing changes. */
    unblock: (viewer: NetworkViewer, userId: string) =>
      changePair(viewer, userId, async (tx) => {
        await knownPlayer(tx, viewer, userId);
        return networkRepository(tx).unblock(viewer.id, userId);
      }),
  };
}

export type NetworkService = ReturnType<typeof networkService>;
