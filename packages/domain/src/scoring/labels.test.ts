import { describe, expect, it } from 'vitest';
import { pointLabels } from './labels';
import type { ScoreState } from './score-state';

function state(p1: number, p2: number, tiebreak?: [number, number]): ScoreState {
  return {
    player1: { points: tiebreak ? 0 : p1, games: tiebreak ? 6 : 0, sets: 0 },
    player2: { points: tiebreak ? 0 : p2, games: tiebreak ? 6 : 0, sets: 0 },
    currentSet: 1,
    isTiebreak: tiebreak !== undefined,
    tiebreakPoints: { player1: tiebreak?.[0] ?? 0, player2: tiebreak?.[1] ?? 0 },
    isGameOver: false,
    winner: null,
    setScores: [],
  };
}

describe('pointLabels', () => {
  it.each([
    [0, 0, '0', '0'],
    [1, 0, '15', '0'],
    [0, 2, '0', '30'],
    [3, 2, '40', '30'],
    [2, 3, '30', '40'],
    [3, 3, 'DEU', 'DEU'],
    [4, 3, 'Ad', '40'],
    [3, 4, '40', 'Ad'],
    [6, 6, 'DEU', 'DEU'],
    [6, 7, '40', 'Ad'],
  ])('%i-%i points show %s / %s', (p1, p2, label1, label2) => {
    expect(pointLabels(state(p1, p2))).toEqual({ player1: label1, player2: label2 });
  });

  it.each([
    [0, 0, '0', '0'],
    [3, 3, '3', '3'],
    [5, 4, '5', '4'],
    [12, 11, '12', '11'],
  ])('tie-break %i-%i shows the numbers', (p1, p2, label1, label2) => {
    expect(pointLabels(state(0, 0, [p1, p2]))).toEqual({ player1: label1, player2: label2 });
  });
});
