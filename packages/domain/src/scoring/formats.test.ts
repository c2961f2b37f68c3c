import { describe, expect, it } from 'vitest';
import { replay } from './apply-event';
import type { MatchRules } from './rules';
import { isMatchRules, resolveRules } from './rules';
import { log } from './test-support';

const FAST4: Partial<MatchRules> = { setGames: 4, tiebreak: { to: 5, at: 3 } };

describe('formats', () => {
  it('short sets to 4 play a tie-break to 7 at four all', () => {
    const state = replay({ setGames: 4 }, log().games('12121212').points('1111111').events);
    expect(state.score.setScores).toEqual([{ player1: 5, player2: 4, tiebreak: { player1: 7, player2: 0 } }]);
    expect(replay({ setGames: 4 }, log().games('1111').events).score.setScores).toEqual([{ player1: 4, player2: 0 }]);
    expect(replay({ setGames: 4 }, log().games('1212121').events).score.player1.games).toBe(4);
  });

  it('Fast4 plays a tie-break to 5 at three all and wins the set 4-3', () => {
    const state = replay(FAST4, log().games('121212').events);
    expect(state.score.isTiebreak).toBe(true);
    const set = replay(FAST4, log().games('121212').points('12121211').events).score.setScores;
    expect(set).toEqual([{ player1: 4, player2: 3, tiebreak: { player1: 5, player2: 3 } }]);
    expect(replay(FAST4, log().games('121211').events).score.setScores).toEqual([{ player1: 4, player2: 2 }]);
  });

  it('a single set ends the match', () => {
    const state = replay({ bestOf: 1 }, log().games('111111').events);
    expect(state.score.isGameOver).toBe(true);
    expect(state.score.winner).toBe('player1');
  });

  it('a best of five needs three sets, and its fifth set can be a match tie-break', () => {
    const five = replay({ bestOf: 5 }, log().games('111111'.repeat(2)).events);
    expect(five.score.isGameOver).toBe(false);
    expect(replay({ bestOf: 5 }, log().games('111111'.repeat(3)).events).score.winner).toBe('player1');
    const rules: Partial<MatchRules> = { bestOf: 5, finalSet: 'superTiebreak' };
    const fifth = replay(rules, log().games('111111111111222222222222').events);
    expect(fifth.score.currentSet).toBe(5);
    expect(fifth.score.isTiebreak).toBe(true);
  });

  it('a deciding set without a tie-break is won by two games', () => {
    const rules: Partial<MatchRules> = { finalSet: 'noTiebreak' };
    const state = replay(rules, log().games('111111222222').games('121212121212').events);
    expect(state.score.isTiebreak).toBe(false);
    expect(state.score.player1.games).toBe(6);
    const done = replay(rules, log().games('111111222222').games('12121212121211').events);
    expect(done.score.setScores.at(-1)).toEqual({ player1: 8, player2: 6 });
  });

  it('a match tie-break to 7 instead of the deciding set', () => {
    const rules: Partial<MatchRules> = { finalSet: 'matchTiebreak7' };
    const state = replay(rules, log().games('111111222222').points('1111111').events);
    expect(state.score.setScores.at(-1)).toEqual({ player1: 1, player2: 0, tiebreak: { player1: 7, player2: 0 } });
    expect(state.score.winner).toBe('player1');
  });

  it('sets without tie-breaks', () => {
    const state = replay({ tiebreak: null }, log().games('121212121212').events);
    expect(state.score.isTiebreak).toBe(false);
  });

  it('keeps standard rules the same object shape as before formats existed', () => {
    expect(resolveRules({ bestOf: 3, setGames: 6, tiebreak: { to: 7, at: 6 } })).toEqual({
      sport: 'tennis',
      deuce: 'advantage',
      finalSet: 'full',
    });
  });

  it.each([
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', bestOf: 5 }, true],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', setGames: 4, tiebreak: { to: 5, at: 3 } }, true],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', tiebreak: null }, true],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', bestOf: 2 }, false],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', setGames: 0 }, false],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', tiebreak: { to: 7, at: 2 } }, false],
    [{ sport: 'padel', deuce: 'golden', finalSet: 'full', tiebreak: { to: 7 } }, false],
  ])('isMatchRules(%o) is %s', (value, expected) => {
    expect(isMatchRules(value)).toBe(expected);
  });
});
