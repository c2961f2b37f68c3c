import { FREE_CONTACTS_LIMIT } from '@marcador/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { networkRepository } from '../network/network.repository';
import { playersRepository } from '../network/players.repository';
import type { Notifier } from '../notifications/notifier';
import { publishUserEvent } from '../realtime/user-events.repository';
import { invitationsRepository } from './invitations.repository';

/**
 * Notes, at sign-up, that the new account came through the link with `code`. A code that names no
 * one (mistyped, or its player deleted) is ignored: it never stands in the way of a sign-up.
 */
export async function recordInvitedSignup(db: Db, userId: string, code: string): Promise<void> {
  const invitations = invitationsRepository(db);
  const inviterId = await invitations.inviterOf(code);
  if (inviterId && inviterId !== userId) await invitations.recordSignup(userId, inviterId);
}

/**
 * What happens when a new account proves its mailbox (decision 032): if it signed up through a
 * player's link, the two are connected and the inviter is told. Once: the sign-up's note is taken in
 * the same transaction. Under both players' locks, like every change of a pair (decision 030). A
 * block either way connects no one and tells no one; a free inviter already at the contacts limit
 * is told, not connected (the plan's limit has no way around it). Both players' tabs hear of it.
 */
export function inviteJoins({ db, notifier, log }: { db: Db; notifier: Notifier; log: FastifyBaseLogger }) {
  // The notifier's e-mail leaves after the commit (db/after-commit.ts), never for a rollback.
  const join = (userId: string) =>
    transaction(db, async (tx) => {
      const inviterId = await invitationsRepository(tx).takeSignup(userId);
      if (!inviterId) return;
      const network = networkRepository(tx);
      await network.lockPlayers(userId, inviterId);
      const standing = await playersRepository(tx).standing(inviterId, userId);
      if (!standing || standing.blockedViewer || standing.card.connection === 'blocked') return;
      const full =
        !(await network.unlimited(inviterId)) && (await network.counts(inviterId)).contacts >= FREE_CONTACTS_LIMIT;
      if (!full) {
        await network.deleteRequestsBetween(userId, inviterId);
        await network.connect(userId, inviterId);
      }
      const people = await network.people([inviterId, userId]);
      const inviter = people.get(inviterId);
      const joined = people.get(userId);
      if (!inviter || !joined) return;
      const notice = { kind: 'friend_joined', player: { id: userId, name: joined.name } } as const;
      await notifier.notify(inviterId, notice, inviter.language, tx);
      if (full) return;
      await publishUserEvent(tx, { userId: inviterId, kind: 'network', created: [], changed: [userId] });
      await publishUserEvent(tx, { userId, kind: 'network', created: [], changed: [inviterId] });
    });
  return {
    /** Runs after the e-mail is confirmed; a failure is logged, never in the way of the confirmation. */
    async emailProven(userId: string): Promise<void> {
      try {
        await join(userId);
      } catch (error) {
        log.warn({ err: error, userId }, 'connecting an invited player failed');
      }
    },
  };
}
