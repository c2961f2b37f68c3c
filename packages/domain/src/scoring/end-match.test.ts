import { describe, expect, it } from 'vitest';
import { endMatchResult, weightedTotal } from './end-match';
import { scoreMatch } from './score-state';
import { games, sides } from './test-support';

describe('endMatchResult', () => {
  it.each([
    ['nothing played is a draw', '', null, 0, 0],
    ['a point ahead wins', '1', 'player1', 1, 0],
    ['equal games and points is a draw', `${games('12')}12`, null, 11, 11],
    ['a game outweighs points', `${games('2')}111`, 'player2', 3, 10],
    ['a set outweighs games', `${games('111111')}${games('22222')}`, 'player1', 100, 50],
    ['tie-break points count as points', `${games('121212121212')}112`, 'player1', 62, 61],
  ] as const)('%s', (_name, points, winner, total1, total2) => {
    const score = scoreMatch({}, sides(points));
    expect(endMatchResult(score)).toEqual({ winner, totals: { player1: total1, player2: total2 } });
  });

  it('keeps the real winner even where weighted totals would disagree', () => {
    const score = {
      ...scoreMatch({}, sides(games('111111111111'))),
      player1: { points: 0, games: 0, sets: 2 },
      // Not a reachable score: it only makes the weighted totals point the other way.
      player2: { points: 0, games: 11, sets: 1 },
      winner: 'player1' as const,
    };
    expect(weightedTotal(score, 'player2')).toBe(210);
    expect(endMatchResult(score).winner).toBe('player1');
  });
});
