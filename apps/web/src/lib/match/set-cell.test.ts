import { describe, expect, it } from 'vitest';
import { setCell } from './set-cell';

const set = (player1: number, player2: number, tiebreak: [number, number] | null = null, finished = true) => ({
  player1,
  player2,
  finished,
  tiebreak: tiebreak && { player1: tiebreak[0], player2: tiebreak[1] },
});

describe('a set cell', () => {
  it('shows the games of a set without a tie-break', () => {
    expect(setCell(set(6, 3), 'player1')).toEqual({ games: '6', tiebreak: null });
    expect(setCell(set(6, 3), 'player2')).toEqual({ games: '3', tiebreak: null });
  });

  it("raises only the loser's tie-break points beside a set won 7-6", () => {
    expect(setCell(set(6, 7, [5, 7]), 'player1')).toEqual({ games: '6', tiebreak: '5' });
    expect(setCell(set(6, 7, [5, 7]), 'player2')).toEqual({ games: '7', tiebreak: null });
  });

  it("shows a match tie-break's points in brackets instead of its one game", () => {
    expect(setCell(set(1, 0, [10, 8]), 'player1')).toEqual({ games: '[10]', tiebreak: null });
    expect(setCell(set(1, 0, [10, 8]), 'player2')).toEqual({ games: '[8]', tiebreak: null });
  });

  it("raises both teams' points of a tie-break still in play", () => {
    expect(setCell(set(6, 6, [5, 3], false), 'player1')).toEqual({ games: '6', tiebreak: '5' });
    expect(setCell(set(6, 6, [5, 3], false), 'player2')).toEqual({ games: '6', tiebreak: '3' });
  });
});
