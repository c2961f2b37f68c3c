import { replay } from '../scoring/apply-event';
import { endMatchResult } from '../scoring/end-match';
import type { MatchEvent } from '../scoring/events';
import type { MatchStats } from '../scoring/match-stats';
import { matchStats } from '../scoring/match-stats';
import { playedSets } from '../scoring/played-sets';
import type { MatchRules } from '../scoring/rules';
import type { ScoreState, Side, SidePair } from '../scoring/score-state';
import { otherSide } from '../scoring/score-state';
import type { MatchOutcome, OwnRival, PlayerMatchStats } from './player-match-record';
import { playerServeStats } from './player-serve-stats';

/** Games behind, in a match of one set, from which winning it counts as a comeback (decision 035). */
export const COMEBACK_GAME_DEFICIT = 3;

/** What a match log says about one player's side: the parts of a `PlayerMatchRecord` read from the log. */
export interface PlayerMatchFacts {
  /** From the final score, as the server's finish decides the result (`endMatchResult`). */
  readonly outcome: MatchOutcome;
  /** Games of each set played (the unfinished set in play included), from the player's side. */
  readonly sets: readonly OwnRival[];
  /** From the first to the last event that changed the match. */
  readonly durationMs: number;
  readonly stats: PlayerMatchStats;
}

function ownRival(pair: SidePair, side: Side): OwnRival {
  return { own: pair[side], rival: pair[otherSide(side)] };
}

/** How the match ended for `side`: its winner by the score (or by the weighted totals when ended by hand). */
export function outcomeFor(score: ScoreState, side: Side): MatchOutcome {
  const { winner } = endMatchResult(score);
  if (winner === null) return 'draw';
  return winner === side ? 'won' : 'lost';
}

/**
 * Whether `side` won from behind: after losing the first set when more than one set was played, or,
 * when only one was, after trailing by `COMEBACK_GAME_DEFICIT` games or more in it at the end of a game.
 */
function isComeback(stats: MatchStats, score: ScoreState, side: Side): boolean {
  if (outcomeFor(score, side) !== 'won') return false;
  const sets = playedSets(score);
  const first = sets[0];
  if (first === undefined) return false;
  if (sets.length > 1) return first[side] < first[otherSide(side)];
  return stats.openingSetLead[otherSide(side)] >= COMEBACK_GAME_DEFICIT;
}

/** The per-match figures of `side`, from the statistics and the final score of the same log. */
export function playerMatchStats(stats: MatchStats, score: ScoreState, side: Side): PlayerMatchStats {
  const rival = otherSide(side);
  const serve = playerServeStats(stats.serve, side);
  const setTiebreaks: SidePair = {
    player1: stats.tiebreaksWon.player1 - stats.superTiebreaksWon.player1,
    player2: stats.tiebreaksWon.player2 - stats.superTiebreaksWon.player2,
  };
  return {
    points: ownRival(stats.points, side),
    games: ownRival(stats.games, side),
    sets: ownRival(stats.sets, side),
    tiebreaks: ownRival(setTiebreaks, side),
    superTiebreaks: ownRival(stats.superTiebreaksWon, side),
    decidingPoints: { won: stats.decidingPointsWon[side], played: stats.decidingPointsPlayed },
    longestRun: { own: stats.longestRun[side], rival: stats.longestRun[rival] },
    comeback: isComeback(stats, score, side),
    ...(serve === null ? {} : { serve }),
  };
}

/** The facts of `side` from the statistics and the final score of one log (folded once by the caller). */
export function sideMatchFacts(stats: MatchStats, score: ScoreState, side: Side): PlayerMatchFacts {
  return {
    outcome: outcomeFor(score, side),
    sets: playedSets(score).map((set) => ownRival(set, side)),
    durationMs: stats.durationMs,
    stats: playerMatchStats(stats, score, side),
  };
}

/** Everything a match log (started under `rules`) says about the player on `side`. */
export function playerMatchFacts(
  rules: Partial<MatchRules>,
  events: readonly MatchEvent[],
  side: Side,
): PlayerMatchFacts {
  return sideMatchFacts(matchStats(rules, events), replay(rules, events).score, side);
}
