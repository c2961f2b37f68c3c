/**
 * Rebuilds every rating from the rated-match record (decision 036), in one transaction: the same
 * replay the finish does one match at a time, so the result equals the incremental ratings when the
 * matches were saved in the order they ended.
 */
import { afterCommit, transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { leaderboardChanged } from './leaderboard-cache';
import { leaderboardListingRepository } from './leaderboard-listing.repository';
import { ratingsRepository } from './ratings.repository';
import { replayRatedMatches } from './ratings-replay';

export async function recomputeRatings(db: Db): Promise<{ matches: number; players: number }> {
  return transaction(db, async (tx) => {
    const repository = ratingsRepository(tx);
    const records = await repository.allInReplayOrder();
    const replayed = replayRatedMatches(records);
    await repository.replaceStandings(replayed);
    await leaderboardListingRepository(tx).recountLevels();
    afterCommit(tx, leaderboardChanged);
    return { matches: records.length, players: replayed.standings.length };
  });
}
