// Builders shared by the statistics tests (not exported from the package index).

import type { MatchRules } from '../scoring/rules';
import type { Side } from '../scoring/score-state';
import type { LogBuilder } from '../scoring/test-support';
import { playerMatchFacts } from './player-match-facts';
import type { OwnRival, PlayerMatchRecord, PlayerMatchStats } from './player-match-record';

/** Start of the test clock; records end at DAY_MS steps before it. */
export const NOW = 1_800_000_000_000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const zero: OwnRival = { own: 0, rival: 0 };

/** Figures of a match with nothing in it; tests override what they look at. */
export const EMPTY_STATS: PlayerMatchStats = {
  points: zero,
  games: zero,
  sets: zero,
  tiebreaks: zero,
  superTiebreaks: zero,
  decidingPoints: { won: 0, played: 0 },
  longestRun: zero,
  comeback: false,
};

/** A completed singles win of player `me` over registered `rival`, 6-4 6-4, ended a day before NOW. */
export function record(overrides: Partial<PlayerMatchRecord> = {}): PlayerMatchRecord {
  return {
    matchId: 'm1',
    userId: 'me',
    sport: 'padel',
    endedAt: NOW - DAY_MS,
    durationMs: HOUR_MS,
    status: 'completed',
    outcome: 'won',
    side: 'player1',
    partner: null,
    opponents: [{ userId: 'rival', name: 'Rival' }],
    club: null,
    sets: [
      { own: 6, rival: 4 },
      { own: 6, rival: 4 },
    ],
    stats: EMPTY_STATS,
    ...overrides,
  };
}

/** A completed record of `side` in the match a test log tells, as the server would build it. */
export function recordOf(
  played: LogBuilder,
  overrides: Partial<PlayerMatchRecord> = {},
  side: Side = 'player1',
  rules: Partial<MatchRules> = {},
): PlayerMatchRecord {
  const facts = playerMatchFacts(rules, played.events, side);
  return record({
    side,
    outcome: facts.outcome,
    sets: facts.sets,
    durationMs: facts.durationMs,
    stats: facts.stats,
    ...overrides,
  });
}
