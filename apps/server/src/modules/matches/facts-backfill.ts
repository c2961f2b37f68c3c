/**
 * The backfill of matches completed before the community, ratings and statistics tables existed
 * (decision 042): each goes through the finish's own hooks (`recordCompletedFacts`), in end order, in
 * batches of one transaction each, and is marked recorded in that transaction, so a second run finds
 * nothing to do. The ratings are then recomputed, since the finish rates in the order matches are
 * saved and the backfilled ones ended before matches already rated.
 */
import type { Db } from '../../db/database';
import { communityService } from '../community/community.service';
import { recomputeRatings } from '../ratings/ratings-recompute';
import { recordCompletedFacts } from './completed-match';
import type { FinishFacts } from './match-completion';
import { matchStartAt } from './match-completion';
import { foldLog, fromEntryRecord } from './match-log';
import { matchesRepository } from './matches.repository';

/** Matches per transaction: short enough for the lock on their rows, long enough to cost little per match. */
export const BACKFILL_BATCH = 100;

export async function backfillCompletedFacts(db: Db, batch = BACKFILL_BATCH) {
  const community = communityService(db);
  let matches = 0;
  for (;;) {
    const done = await matchesRepository(db).transaction(async (queries, tx) => {
      const pending = await queries.lockUnrecordedCompleted(batch);
      for (const { match, players } of pending) {
        const { events, state } = foldLog(match.rules, (await queries.entriesOf(match.id)).map(fromEntryRecord));
        // A completed match always has its end; the type allows none.
        const endedAt = match.endedAt ?? match.updatedAt;
        const facts: FinishFacts = {
          match,
          status: 'completed',
          startAt: matchStartAt(match, state, endedAt),
          endedAt,
          events,
          state,
          // The roster as the finish saw it; the e-mail is only for invitations, long sent.
          players: players.map((player) => ({ ...player, email: null })),
        };
        // The finishing device's time zone was not kept: day and hour are counted in UTC.
        await recordCompletedFacts(community, tx, facts, undefined);
        await queries.markFactsRecorded(match.id);
      }
      return pending.length;
    });
    matches += done;
    if (done < batch) break;
  }
  const ratings = await recomputeRatings(db);
  return { matches, ratedMatches: ratings.matches, players: ratings.players };
}
