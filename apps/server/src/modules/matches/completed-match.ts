/**
 * What a completed match moves besides itself (decisions 036-038): the community counters, the
 * players' ratings and each registered player's statistics record, all from one `finishedMatch` of
 * the domain (the log's statistics folded once, the fingerprint built once). The finish and the
 * statistics backfill (`npm run stats:backfill`) both call it, so a backfilled match is written
 * exactly as a finished one.
 */
import { type FinishedMatch, finishedMatch } from '@marcador/domain';
import type { Db } from '../../db/database';
import type { communityService } from '../community/community.service';
import { recordCompleted as rateCompleted } from '../ratings/ratings.service';
import { recordCompletedMatch } from '../statistics/record-completed';
import type { FinishFacts } from './match-completion';

/** The facts every hook reads, from the finish's fold and roster. */
export function finishedMatchOf(facts: FinishFacts): FinishedMatch {
  const team = (number: 1 | 2) => facts.players.filter((player) => player.team === number).map((p) => p.user_id);
  return finishedMatch({
    sport: facts.state.rules.sport,
    rules: facts.match.rules,
    events: facts.events,
    score: facts.state.score,
    teams: [team(1), team(2)],
  });
}

/**
 * Runs the three hooks of a match just completed, in the transaction `tx` (opened by
 * db/after-commit.ts `transaction`); `timeZone` is the finishing device's (UTC without one). Answers
 * the registered players whose statistics records it wrote.
 */
export async function recordCompletedFacts(
  community: ReturnType<typeof communityService>,
  tx: Db,
  facts: FinishFacts,
  timeZone: string | undefined,
): Promise<readonly string[]> {
  const finished = finishedMatchOf(facts);
  await community.recordCompleted(tx, facts, finished, timeZone);
  await rateCompleted(tx, facts, finished);
  return recordCompletedMatch(tx, facts, finished);
}
