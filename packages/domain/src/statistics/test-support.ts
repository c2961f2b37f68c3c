// Builders shared by the statistics tests (not exported from the package index).
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
