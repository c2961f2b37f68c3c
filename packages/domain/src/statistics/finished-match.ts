/**
 * What the finish's hooks read of a completed match (community counters, ratings, statistics
 * records: decisions 036-038), worked out once: the log's statistics are folded once, and the real
 * match's fingerprint is built once, instead of once per hook.
 */
import type { MatchEvent } from '../scoring/events';
import { type MatchStats, matchStats } from '../scoring/match-stats';
import { playedSets } from '../scoring/played-sets';
import type { MatchRules, Sport } from '../scoring/rules';
import type { ScoreState, Side } from '../scoring/score-state';
import { matchFingerprint } from './match-fingerprint';
import { type PlayerMatchFacts, sideMatchFacts } from './player-match-facts';

export interface FinishedMatchInput {
  readonly sport: Sport;
  /** The rules the match was started under: its log's statistics are folded under them. */
  readonly rules: Partial<MatchRules>;
  readonly events: readonly MatchEvent[];
  /** The final score of the same log (the caller has folded it already). */
  readonly score: ScoreState;
  /** Each team's user ids in scoreboard order (player1's team first), null for a typed name. */
  readonly teams: readonly [readonly (string | null)[], readonly (string | null)[]];
}

export interface FinishedMatch {
  /** `matchFingerprint` of the sport, the teams and the games per set: what tells copies apart. */
  readonly fingerprint: string;
  /** The log's statistics, both sides. */
  readonly stats: MatchStats;
  /** The match as each side's players' records hold it. */
  readonly sides: Readonly<Record<Side, PlayerMatchFacts>>;
}

export function finishedMatch({ sport, rules, events, score, teams }: FinishedMatchInput): FinishedMatch {
  const stats = matchStats(rules, events);
  return {
    fingerprint: matchFingerprint({ sport, teams, setScores: playedSets(score) }),
    stats,
    sides: { player1: sideMatchFacts(stats, score, 'player1'), player2: sideMatchFacts(stats, score, 'player2') },
  };
}
