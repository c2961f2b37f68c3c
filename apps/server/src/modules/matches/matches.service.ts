import { isDeepStrictEqual } from 'node:util';
import type { FinishMatchRequest, ListMatchesQuery, MatchLogEntryInput, PutMatchRequest } from '@marcador/contracts';
import {
  beyondHistory,
  endMatchResult,
  FREE_HISTORY_LIMIT,
  historyCap,
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
  initialMatchState,
  type Locale,
  MAX_MATCH_ENTRIES,
  type PlanTier,
  sendsInvitations,
} from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { ReadMemo } from '../../db/reads-until-write';
import { HttpError } from '../../plugins/error-shape';
import { AccountError } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import { rateLimitRepository } from '../../plugins/rate-limits.repository';
import { usersRepository } from '../accounts/users.repository';
import { communityService } from '../community/community.service';
import { announceMatch, venueOf } from '../live-matches/live-target';
import { INVITATION_COUNTERS, INVITATION_WINDOW_MS } from '../mail/invitation-counters';
import { postMatchInviteEmail } from '../mail/templates/invitation-templates';
import { networkRepository } from '../network/network.repository';
import type { Notifier } from '../notifications/notifier';
import { publishVenueChange } from '../realtime/live-events';
import type { SnapshotRefreshQueue } from '../statistics/snapshot-refresh-queue';
import { recordCompletedFacts } from './completed-match';
import { matchCache } from './match-cache';
import {
  type Creator,
  type FinishFacts,
  type InviteeAccounts,
  invitationData,
  matchRoster,
  matchStartAt,
  participantsOf,
  sessionLogOf,
  unregisteredInvitees,
} from './match-completion';
import { extendFold, foldLog, fromEntryRecord, toEntryRecord, uniqueEntries } from './match-log';
import { type AddedParticipant, type MatchQueries, type MatchRow, matchesRepository } from './matches.repository';

// Someone else's match answers exactly like a missing one, so ids reveal nothing.
export const notFound = () => new HttpError(404, 'not_found', 'Match not found.');
const completedConflict = () =>
  new HttpError(409, 'match_completed', 'The match is completed; it takes no new entries or changes.');
const notOver = () => new HttpError(409, 'match_not_over', 'The match is not over yet; end it by hand instead.');
const full = () =>
  new HttpError(
    409,
    'match_full',
    `The match holds the most log entries a match may have (${MAX_MATCH_ENTRIES}); it takes no more.`,
  );
const pastHistory = () =>
  new AccountError(403, 'plan_required', 'plan.errors.historyLimit', { limit: FREE_HISTORY_LIMIT });

const toDate = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs));

/** How the finishing request wants the invitation written. */
export interface FinishContext {
  creator: Creator;
  locale: Locale;
}

/**
 * The match use cases behind the routes: each validates ownership, folds the log with the domain
 * and writes through the repository, in one transaction whenever more than one row changes.
 */
export function matchesService({
  db,
  reads,
  mail,
  notifier,
  statisticsRefresh,
  log,
}: {
  db: Db;
  reads: ReadMemo;
  mail: Mailer;
  notifier: Notifier;
  statisticsRefresh: SnapshotRefreshQueue;
  log: FastifyBaseLogger;
}) {
  const repository = matchesRepository(db);
  const people = usersRepository(db);
  const network = networkRepository(db);
  const counters = rateLimitRepository(db);
  const community = communityService(db);
  const cache = matchCache();
  /** Every row a write returns passes through here, so the next point can extend it. */
  const remember = (row: MatchRow) => {
    cache.remember(row);
    return row;
  };

  /** Tells the match's spectators and venue TV of the row just written (nothing when it has neither). */
  const announced = async (on: Db, row: MatchRow) => {
    await announceMatch(on, row);
    return row;
  };

  /** Replays the whole log of a locked match; the progress also recounts the entries held. */
  const replayLog = async (tx: MatchQueries, match: MatchRow) => {
    const { events, state, progress } = foldLog(match.rules, (await tx.entriesOf(match.id)).map(fromEntryRecord));
    return { events, state, progress: { ...progress, entriesHeld: progress.entryCount } };
  };

  /**
   * Refolds the whole log under the row lock: the path for batches the fold cannot simply extend
   * (undo, restart, late entries) and for a batch that raced another writer.
   */
  const refold = async (id: string, ownerId: string) =>
    remember(
      await repository.transaction(async (tx, raw) => {
        const match = await tx.lockOwned(id, ownerId);
        if (!match) throw notFound();
        const { progress } = await replayLog(tx, match);
        // A finish that ran meanwhile already folded these entries and closed the match: leave it closed.
        const changes =
          match.status === 'completed' ? progress : { ...progress, status: 'in_progress' as const, endedAt: null };
        return announced(raw, await tx.update(id, changes));
      }),
    );

  /**
   * A point of a match this process scored last: the cached fold is extended first and saved with the
   * entries in one statement, checked against the row's revision. Null when the cached copy cannot
   * tell (none, an undo or restart, a late entry) or was stale and nothing was stored: the caller takes
   * the general path.
   */
  const appendToCached = async (ownerId: string, id: string, batch: readonly MatchLogEntryInput[]) => {
    const cached = cache.get(id, ownerId);
    if (!cached || cached.status === 'completed') return null;
    // A batch that may not fit is left to the general path, which tells new entries from resent ones.
    if (cached.entriesHeld + batch.length > MAX_MATCH_ENTRIES) return null;
    const held = { fold: cached.fold, lastSeq: cached.lastSeq, entryCount: cached.entryCount };
    const extended = extendFold({ ...held, heldBefore: cached.entriesHeld }, batch);
    if (!extended) return null;
    const outcome = await repository.appendExtending(id, ownerId, cached.revision, batch.map(toEntryRecord), extended);
    if (outcome.saved) {
      const match = { ...cached, ...extended, status: 'in_progress' as const, endedAt: null, ...outcome.saved };
      return { stored: outcome.inserted, match: remember(await announced(db, match)) };
    }
    cache.forget(id);
    // Entries stored without their fold (no writer should allow it): replay what is held now.
    if (outcome.inserted > 0) return { stored: outcome.inserted, match: await refold(id, ownerId) };
    return null;
  };

  /**
   * Tells each registered participant a completion added (never the creator) that they are in the
   * match, in their language, in the completion's transaction: a retried or replayed finish finds the
   * match completed and adds nobody, so each hears of it once.
   */
  const notifyAdded = async (tx: Db, match: MatchRow, creator: Creator, added: readonly AddedParticipant[]) => {
    const notice = {
      kind: 'added_to_match',
      match: { id: match.id, creatorName: creator.name, sport: match.rules.sport },
    } as const;
    const told = added.flatMap(({ userId, role }) =>
      role === 'participant' && userId !== null && userId !== creator.id ? [userId] : [],
    );
    // Every participant in one read and one write (decision 058): a round trip each cost a rated
    // doubles finish three times the statements.
    const contacts = await usersRepository(tx).contactsOf(told);
    const recipients = told.flatMap((userId) => {
      const contact = contacts.get(userId);
      return contact ? [{ userId, locale: contact.language }] : [];
    });
    await notifier.notifyAll(recipients, notice, tx);
  };

  /**
   * The invitees' accounts: by e-mail, whoever has one; by account, only the owner's connections
   * (an invitee by account is authorised by the connection, read now, at finish; decision 031).
   */
  const registeredInvitees = async (match: MatchRow): Promise<InviteeAccounts> => {
    const byEmail = new Map<string, string>();
    const connected = new Map<string, string>();
    for (const invitee of match.config.invitedPlayers) {
      if ('email' in invitee) {
        const user = await people.findByEmail(invitee.email);
        if (user) byEmail.set(user.email.toLowerCase(), user.id);
      } else {
        const email = await network.contactEmail(match.ownerId, invitee.userId);
        if (email !== null) connected.set(invitee.userId, email.toLowerCase());
      }
    }
    return { byEmail, connected };
  };

  /**
   * Counts one invitation against the sender's and the recipient's daily limits (shared counters in
   * the database, a window of 24 h from the first); true while both have room.
   */
  const withinDailyLimits = async (senderId: string, email: string) => {
    const sent = await counters.hit(`${INVITATION_COUNTERS.sender}:${senderId}`, INVITATION_WINDOW_MS);
    if (sent.hits > INVITATIONS_PER_USER_PER_DAY) return false;
    const received = await counters.hit(`${INVITATION_COUNTERS.recipient}:${email}`, INVITATION_WINDOW_MS);
    return received.hits <= INVITATIONS_PER_RECIPIENT_PER_DAY;
  };

  const sendInvitations = async (
    facts: FinishFacts,
    context: FinishContext,
    emails: readonly string[],
    timeZone: string,
  ) => {
    for (const email of emails) {
      try {
        if (!(await withinDailyLimits(context.creator.id, email))) {
          log.info({ matchId: facts.match.id }, 'post-match invitation over the daily limits: not sent');
          continue;
        }
        const data = invitationData(facts, { sender: context.creator, locale: context.locale, timeZone }, email);
        await mail.send(postMatchInviteEmail, { to: email, locale: context.locale, data });
      } catch (error) {
        // Spec section 8: invitation failures are logged; the match stays completed.
        log.warn({ err: error, matchId: facts.match.id }, 'post-match invitation failed');
      }
    }
  };

  return {
    /** Creates the match (created: true) or updates its configuration. */
    async put(ownerId: string, id: string, body: PutMatchRequest): Promise<{ created: boolean; match: MatchRow }> {
      const startedAt = toDate(body.startedAt);
      const start = initialMatchState(body.rules);
      cache.forget(id);
      const created = await repository.insertIfAbsent({
        id,
        ownerId,
        config: body.config,
        rules: body.rules,
        score: start.score,
        fold: start,
        startedAt,
      });
      if (created) return { created: true, match: remember(await announced(db, created)) };
      return repository.transaction(async (tx, raw) => {
        const match = await tx.lockOwned(id, ownerId);
        if (!match) throw notFound();
        const sameRules = isDeepStrictEqual(match.rules, body.rules);
        const unchanged =
          sameRules &&
          isDeepStrictEqual(match.config, body.config) &&
          match.startedAt?.getTime() === startedAt?.getTime();
        if (unchanged) return { created: false, match };
        if (match.status === 'completed') throw completedConflict();
        const changes = { config: body.config, rules: body.rules, startedAt };
        // The replay starts from these rules, so changing them rescores every point already held.
        const progress = sameRules ? {} : (await replayLog(tx, { ...match, rules: body.rules })).progress;
        const updated = await announced(raw, await tx.update(id, { ...changes, ...progress }));
        // A match moved to another venue (or away from one) leaves the old venue's TV too.
        const left = venueOf(match.config);
        if (left !== null && left !== venueOf(updated.config)) await publishVenueChange(raw, left);
        return { created: false, match: updated };
      });
    },

    /**
     * Stores the entries whose ids are new and brings the score up to date: entries after the fold's
     * end extend it (one statement when this process holds the match's latest row, else one
     * read-and-store statement plus one conditional update); anything else, or a batch that raced
     * another writer, refolds the whole log under the row lock.
     */
    async append(ownerId: string, id: string, entries: readonly MatchLogEntryInput[]) {
      const batch = uniqueEntries(entries);
      const fast = await appendToCached(ownerId, id, batch);
      if (fast) return { stored: fast.stored, duplicates: entries.length - fast.stored, match: fast.match };
      const outcome = await repository.appendEntries(id, ownerId, batch.map(toEntryRecord), MAX_MATCH_ENTRIES);
      if (!outcome) throw notFound();
      // Resending entries a completed or full match already holds is a harmless retry; anything new is refused.
      const bringsNew = outcome.alreadyHeld < batch.length;
      if (outcome.status === 'completed' && bringsNew) throw completedConflict();
      if (!outcome.hasRoom && bringsNew) throw full();
      const added = outcome.inserted.map(fromEntryRecord);
      const answer = (match: MatchRow | null) => {
        if (!match) throw notFound();
        return { stored: added.length, duplicates: entries.length - added.length, match: remember(match) };
      };
      if (added.length === 0) return answer(await repository.findOwned(id, ownerId));
      const extended = extendFold(outcome, added);
      const saved = extended ? await repository.saveFold(id, outcome.revision, extended) : null;
      if (saved) await announced(db, saved);
      return answer(saved ?? (await refold(id, ownerId)));
    },

    /**
     * Closes the match (see finishMatchRequestSchema). Participants, their notifications, session log
     * and status change in one transaction; invitations go after it commits, once: a repeated finish
     * finds the match completed and returns it untouched.
     */
    async finish(ownerId: string, id: string, body: FinishMatchRequest, context: FinishContext): Promise<MatchRow> {
      cache.forget(id);
      const current = await repository.findOwned(id, ownerId);
      if (!current) throw notFound();
      // Read before the transaction: PGlite serves one transaction at a time, even to other repositories.
      const registered = await registeredInvitees(current);
      const outcome = await repository.transaction(async (tx, raw) => {
        const match = await tx.lockOwned(id, ownerId);
        if (!match) throw notFound();
        const status = body.reason === 'abandoned' ? 'incomplete' : 'completed';
        if (match.status === 'completed' || match.status === status) return { match, invite: null };
        const { events, state, progress } = await replayLog(tx, match);
        if (body.reason === 'match_over' && !state.score.isGameOver) throw notOver();
        const endedAt = new Date(body.endedAt);
        const startAt = matchStartAt(match, state, endedAt);
        const players = matchRoster(match.config, context.creator, registered);
        const facts: FinishFacts = { match, status, startAt, endedAt, events, state, players };
        const sessionLog = sessionLogOf(facts);
        await tx.saveSessionLog(sessionLog);
        if (status === 'incomplete') {
          const abandoned = await tx.update(id, { ...progress, status, result: null, endedAt });
          return { match: await announced(raw, abandoned), invite: null };
        }
        const added = await tx.addParticipants(participantsOf(id, match.config, context.creator, registered));
        await notifyAdded(raw, match, context.creator, added);
        const result = endMatchResult(state.score).winner ?? 'draw';
        // Recorded in the same transaction as the hooks below: the backfill (decision 042) leaves it alone.
        const completed = await tx.update(id, { ...progress, status, result, endedAt, factsRecorded: true });
        await announceMatch(raw, completed);
        // What a completed match moves besides itself: the community's counters, the players' ratings
        // and each registered player's statistics record (decisions 036-038), in the same transaction.
        const recorded = await recordCompletedFacts(community, raw, facts, body.timeZone);
        // Their Stats tab opens from a snapshot taken now, in the background (decision 037, "Snapshots").
        afterCommit(raw, () => statisticsRefresh.add(recorded));
        // The session log lists the points that counted (in force, changing the score).
        if (!sendsInvitations(sessionLog.points.length)) return { match: completed, invite: null };
        return {
          match: completed,
          invite: { facts, emails: unregisteredInvitees(match.config, context.creator, registered) },
        };
      });
      if (outcome.invite) {
        await sendInvitations(outcome.invite.facts, context, outcome.invite.emails, body.timeZone ?? 'UTC');
      }
      return outcome.match;
    },

    /**
     * The owner's match with its log, in fold order. A completed match beyond the plan's history is
     * refused (403 plan_required) as the history leaves it out: the cap decides what a plan reads.
     */
    async detail(ownerId: string, plan: PlanTier, id: string) {
      const match = await repository.findOwned(id, ownerId);
      if (!match) throw notFound();
      if (match.status === 'completed' && historyCap(plan) !== null) {
        if (beyondHistory(plan, await repository.countCompletedNewer(ownerId, match))) throw pastHistory();
      }
      return { match, entries: (await repository.entriesOf(id)).map(fromEntryRecord) };
    },

    /**
     * A page of the owner's history: which matches at which revision, written out by the database
     * (the caller sends the page it wrote for the same keys again, and reads the summaries it has not
     * kept with `read`), under a name that tells the owner's pages apart; a free plan sees its latest
     * FREE_HISTORY_LIMIT completed matches.
     */
    async history(ownerId: string, plan: PlanTier, query: ListMatchesQuery) {
      const cap = historyCap(plan);
      const page = { ...query, completedCap: cap };
      const { written, completedTotal } = await reads.read(['history', ownerId, page], () =>
        repository.history(ownerId, page),
      );
      return {
        name: JSON.stringify([ownerId, page]),
        written,
        hiddenCount: cap === null ? 0 : Math.max(0, completedTotal - cap),
        read: (ids: string[]) => repository.summaries(ownerId, ids),
      };
    },
  };
}
