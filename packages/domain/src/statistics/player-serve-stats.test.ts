import { describe, expect, it } from 'vitest';
import { matchStats } from '../scoring/match-stats';
import { log } from '../scoring/test-support';
import { playerServeStats, serveTotals } from './player-serve-stats';
import { record, recordOf } from './test-support';

// player1 serves game 1 and holds from 0-40 (three break points saved); player2 serves game 2 and is
// broken to love (player1's one break point, at 40-0, converted).
const holdThenBreak = () => log().serve('player1').points('22211111').points('1111');

describe('playerServeStats', () => {
  const { serve } = matchStats({}, holdThenBreak().events);

  it.each([
    ['player1', 'serviceGames', { won: 1, played: 1 }],
    ['player1', 'breaks', { won: 1, played: 1 }],
    ['player1', 'breakPointsConverted', { won: 1, played: 1 }],
    ['player1', 'breakPointsSaved', { won: 3, played: 3 }],
    ['player1', 'servicePoints', { won: 5, played: 8 }],
    ['player1', 'returnPoints', { won: 4, played: 4 }],
    ['player2', 'serviceGames', { won: 0, played: 1 }],
    ['player2', 'breaks', { won: 0, played: 1 }],
    ['player2', 'breakPointsConverted', { won: 0, played: 3 }],
    ['player2', 'breakPointsSaved', { won: 0, played: 1 }],
    ['player2', 'servicePoints', { won: 0, played: 4 }],
    ['player2', 'returnPoints', { won: 3, played: 8 }],
  ] as const)('reads %s’s %s', (side, figure, expected) => {
    expect(playerServeStats(serve, side)?.[figure]).toEqual(expected);
  });

  it('is null when no server was chosen', () => {
    expect(playerServeStats(matchStats({}, log().games('1212').events).serve, 'player1')).toBeNull();
  });
});

describe('serveTotals', () => {
  const served = recordOf(holdThenBreak(), { matchId: 'a' });
  const servedAsPlayer2 = recordOf(holdThenBreak(), { matchId: 'b' }, 'player2');
  const beforeServeTracking = recordOf(log().games('111111111111'), { matchId: 'c' });

  it('is null when no match has serve figures', () => {
    expect(serveTotals([])).toBeNull();
    expect(serveTotals([beforeServeTracking, record()])).toBeNull();
  });

  it.each([
    ['serviceGames', 1 + 0, 1 + 1],
    ['breaks', 1 + 0, 1 + 1],
    ['breakPointsConverted', 1 + 0, 1 + 3],
    ['breakPointsSaved', 3 + 0, 3 + 1],
    ['servicePoints', 5 + 0, 8 + 4],
    ['returnPoints', 4 + 3, 4 + 8],
  ] as const)('sums %s over the matches that have them, leaving the others out', (figure, won, played) => {
    const totals = serveTotals([served, beforeServeTracking, servedAsPlayer2]);
    expect(totals?.[figure]).toEqual({ won, played, percent: (won * 100) / played });
  });
});
