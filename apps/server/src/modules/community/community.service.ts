import { randomInt } from 'node:crypto';
import type { CommunityStatsResponse } from '@marcador/contracts';
import {
  type FinishedMatch,
  type MatchCopy,
  mayHaveCopies,
  SAME_MATCH_WINDOW_MS,
  sameRealMatch,
} from '@marcador/domain';
import { afterCommit } from '../../db/after-commit';
import { type AnswerCache, answerCache } from '../../db/answer-cache';
import type { Db } from '../../db/database';
import type { FinishFacts } from '../matches/match-completion';
import { COUNTER_SLOTS, communityRepository } from './community.repository';
import { communityAnswer, lastWeekStarts } from './community-answer';
import { communityIncrements } from './community-increments';

/** Clubs the page lists. */
export const TOP_CLUBS = 10;

/**
 * The answer is read at most once a minute, and at most a second after a finish on this instance
 * committed new counts, so a stream of finishes costs one read a second.
 */
export const COMMUNITY_CACHE_TIMES = { ttlMs: 60_000, changeGraceMs: 1_000 };

/**
 * One answer cache per database handle: the route and the matches service build their own service
 * from the app's handle, and a finish committed through one must reach the other's cache.
 */
const caches = new WeakMap<Db, AnswerCache<number, CommunityStatsResponse>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = answerCache<number, CommunityStatsResponse>(COMMUNITY_CACHE_TIMES);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * True when `copy` is the first copy of its real match to be counted (and remembers it), false when
 * another of its players' saves already counted it. A match that cannot have copies always counts.
 */
async function countsOnce(counting: ReturnType<typeof communityRepository>, copy: MatchCopy) {
  if (!mayHaveCopies(copy.fingerprint)) return true;
  await counting.lockFingerprint(copy.fingerprint);
  const counted = await counting.countedNear(copy, SAME_MATCH_WINDOW_MS);
  if (counted.some((other) => sameRealMatch(copy, other))) return false;
  await counting.markCounted(copy);
  return true;
}

/** Community statistics (decision 038): counted at finish, read from the counters through a cache. */
export function communityService(db: Db) {
  const repository = communityRepository(db);
  const cache = cacheOf(db);

  const read = async (weeks: number): Promise<CommunityStatsResponse> => {
    const weekStarts = lastWeekStarts(new Date(), weeks);
    const [sums, topClubs, players] = await Promise.all([
      repository.sums(weekStarts[0] ?? ''),
      repository.topClubs(TOP_CLUBS),
      repository.players(),
    ]);
    return communityAnswer({ sums, topClubs, players }, weekStarts);
  };

  return {
    /** The answer for the last `weeks` weeks. */
    stats: (weeks: number) => cache.get(weeks, () => read(weeks)),

    /**
     * Counts a match saved as completed, inside its finish transaction `tx` (opened by
     * db/after-commit.ts `transaction`): once per real match, however many of its players save it.
     * The cached answers learn of it once the transaction commits.
     */
    async recordCompleted(
      tx: Db,
      facts: FinishFacts,
      finished: FinishedMatch,
      timeZone: string | undefined,
    ): Promise<void> {
      const counting = communityRepository(tx);
      const copy: MatchCopy = { fingerprint: finished.fingerprint, endedAt: facts.endedAt.getTime() };
      if (!(await countsOnce(counting, copy))) return;
      await counting.add(communityIncrements(facts, finished.stats, timeZone), randomInt(COUNTER_SLOTS));
      afterCommit(tx, () => cache.changed());
    },
  };
}
