import { describe, expect, it } from 'vitest';
import { replay } from './apply-event';
import { boardGames, type PlayedSet, playedSets, setScoreText } from './played-sets';
import type { MatchRules } from './rules';
import { type ScoreState, scoreMatch } from './score-state';
import { games, LogBuilder, sides } from './test-support';

const SUPER: Partial<MatchRules> = { finalSet: 'superTiebreak' };
const score = (pattern: string, rules: Partial<MatchRules> = {}): ScoreState => scoreMatch(rules, sides(pattern));
const done = (player1: number, player2: number): PlayedSet => ({ player1, player2, finished: true, tiebreak: null });
const open = (player1: number, player2: number, tiebreak: PlayedSet['tiebreak'] = null): PlayedSet => ({
  player1,
  player2,
  finished: false,
  tiebreak,
});

describe('playedSets', () => {
  it.each<[string, ScoreState, PlayedSet[]]>([
    ['nothing played', score(''), []],
    ['a point of the first game: the set has begun', score('1'), [open(0, 0)]],
    ['games of the set in play', score(games('112')), [open(2, 1)]],
    [
      'ended by hand at 6-3 1-0: the partial set is kept',
      score(games('111222111') + games('1')),
      [done(6, 3), open(1, 0)],
    ],
    ['a finished set and nothing of the next', score(games('111111')), [done(6, 0)]],
    ['a finished match: no empty set after it', score(games('1111121') + games('111111')), [done(6, 1), done(6, 0)]],
    [
      'stopped in a tie-break: its points',
      score(`${games('121212121212')}112`),
      [open(6, 6, { player1: 2, player2: 1 })],
    ],
    [
      'stopped in the match tie-break: its points',
      score(`${games('111111')}${games('222222')}1112`, SUPER),
      [done(6, 0), done(0, 6), open(0, 0, { player1: 3, player2: 1 })],
    ],
    [
      'the match tie-break not begun adds nothing',
      score(`${games('111111')}${games('222222')}`, SUPER),
      [done(6, 0), done(0, 6)],
    ],
    [
      'a match won in the match tie-break',
      score(`${games('111111')}${games('222222')}${'1'.repeat(10)}`, SUPER),
      [done(6, 0), done(0, 6), { ...done(1, 0), tiebreak: { player1: 10, player2: 0 } }],
    ],
    [
      'a set won in a tie-break keeps its points',
      score(`${games('121212121212')}${'2'.repeat(7)}`),
      [{ ...done(6, 7), tiebreak: { player1: 0, player2: 7 } }],
    ],
  ])('%s', (_name, state, sets) => {
    expect(playedSets(state)).toEqual(sets);
  });

  it('leaves out a set abandoned with next_set (no set is awarded for it)', () => {
    const log = new LogBuilder().games('111111').games('22').nextSet().games('1');
    expect(playedSets(replay({}, log.events).score)).toEqual([done(6, 0), open(1, 0)]);
  });
});

describe('boardGames', () => {
  it.each<[string, ScoreState, [number, number]]>([
    ['before any point', score(''), [0, 0]],
    ['the set in play', score(games('1121')), [3, 1]],
    ['right after a set is won: the new set', score(games('111111')), [0, 0]],
    ['a match won 6-1 6-0: the final set, not 0-0', score(games('1111121') + games('111111')), [6, 0]],
    ['a match won 7-6 in the last set', score(games('111111') + games('121212121212') + '1'.repeat(7)), [7, 6]],
    [
      'a match won in the match tie-break',
      score(`${games('111111')}${games('222222')}${'2'.repeat(10)}`, SUPER),
      [0, 1],
    ],
  ])('%s', (_name, state, [player1, player2]) => {
    expect(boardGames(state)).toEqual({ player1, player2 });
  });
});

describe('setScoreText', () => {
  it.each<[string, Parameters<typeof setScoreText>[0], string, string]>([
    ['a set won by games', { player1: 6, player2: 3 }, '6-3', '3-6'],
    ['a set won in a tie-break', { player1: 7, player2: 6, tiebreak: { player1: 7, player2: 5 } }, '7-6(5)', '6-7(5)'],
    ['a long tie-break', { player1: 6, player2: 7, tiebreak: { player1: 10, player2: 12 } }, '6-7(10)', '7-6(10)'],
    ['the match tie-break', { player1: 0, player2: 1, tiebreak: { player1: 8, player2: 10 } }, '[8-10]', '[10-8]'],
    ['saved before tie-break points were kept', { player1: 7, player2: 6, tiebreak: null }, '7-6', '6-7'],
    [
      'stopped in a tie-break',
      { player1: 6, player2: 6, tiebreak: { player1: 5, player2: 3 }, finished: false },
      '6-6 (5-3)',
      '6-6 (3-5)',
    ],
  ])('%s', (_name, set, fromPlayer1, fromPlayer2) => {
    expect(setScoreText(set)).toBe(fromPlayer1);
    expect(setScoreText(set, 'player2')).toBe(fromPlayer2);
  });
});
