import { describe, expect, it } from 'vitest';
import { log, STEP_MS } from '../scoring/test-support';
import { detailedTotals } from './player-totals';
import { record, recordOf } from './test-support';

describe('detailedTotals', () => {
  it('is empty without matches', () => {
    expect(detailedTotals([])).toEqual({
      points: { won: 0, played: 0, percent: null },
      games: { won: 0, played: 0, percent: null },
      sets: { won: 0, played: 0, percent: null },
      tiebreaks: { won: 0, played: 0, percent: null },
      superTiebreaks: { won: 0, played: 0, percent: null },
      decidingPoints: { won: 0, played: 0, percent: null },
      longestRun: 0,
      comebacks: 0,
      averageDurationMs: null,
      serve: null,
    });
  });

  // A 6-0 6-3 win (48 points to 12, the longest run 24); and, from player2's side, a loss 6-7(5-7)
  // 7-6(7-0) and the match tie-break 8-10: points 24+5+24+7+8 = 68 to 24+7+24+0+10 = 65, games 6+7 to
  // 7+6+1, sets 1 to 2, one set tie-break won and one lost, the match tie-break lost.
  const straight = recordOf(log().games('111111').games('222111111'), { matchId: 'a' });
  const tiebreaks = recordOf(
    log()
      .games('121212121212')
      .points('22222' + '1111111')
      .games('121212121212')
      .points('2222222')
      .points('22222222' + '1111111111'),
    { matchId: 'b' },
    'player2',
    { finalSet: 'superTiebreak' },
  );

  it.each([
    ['points', { won: 48 + 68, played: 60 + 68 + 65 }],
    ['games', { won: 12 + 13, played: 15 + 27 }],
    ['sets', { won: 2 + 1, played: 2 + 3 }],
    ['tiebreaks', { won: 1, played: 2 }],
    ['superTiebreaks', { won: 0, played: 1 }],
  ] as const)('sums %s won and played over the matches', (key, { won, played }) => {
    const totals = detailedTotals([straight, tiebreaks]);
    expect(tiebreaks.outcome).toBe('lost');
    expect(totals[key]).toEqual({ won, played, percent: (won * 100) / played });
  });

  it('sums deciding points won and played, and keeps the longest run of any match', () => {
    const golden = recordOf(log().points('1112221').points('1112222'), {}, 'player1', { deuce: 'golden' });
    const totals = detailedTotals([golden, straight]);
    expect(totals.decidingPoints).toEqual({ won: 1, played: 2, percent: 50 });
    expect(totals.longestRun).toBe(24);
  });

  it('counts comeback wins', () => {
    const comeback = recordOf(log().games('222222111111111111'));
    expect(detailedTotals([comeback, straight, comeback]).comebacks).toBe(2);
  });

  // player2 serves first: player1 breaks in game 1 and is broken in game 2.
  it('sums the serve of the matches that have one', () => {
    const served = recordOf(log().serve('player2').games('12'), { matchId: 'c' });
    const totals = detailedTotals([straight, served]);
    expect(totals.serve?.serviceGames).toEqual({ won: 0, played: 1, percent: 0 });
    expect(totals.serve?.breaks).toEqual({ won: 1, played: 1, percent: 100 });
    expect(detailedTotals([straight]).serve).toBeNull();
  });

  it('averages the duration of the matches that have one', () => {
    const short = recordOf(log().points('1111'));
    const instant = record({ durationMs: 0 });
    expect(short.durationMs).toBe(3 * STEP_MS);
    expect(detailedTotals([short, instant, record({ durationMs: 5 * STEP_MS })]).averageDurationMs).toBe(4 * STEP_MS);
  });
});
