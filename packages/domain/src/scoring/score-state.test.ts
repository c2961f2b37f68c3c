import { describe, expect, it } from 'vitest';
import { pointLabels } from './labels';
import type { MatchRules } from './rules';
import { resolveRules } from './rules';
import type { Side } from './score-state';
import { decidingPoint, deuceCount, scoreMatch, scorePoint } from './score-state';
import { games, sides } from './test-support';

const GOLDEN: Partial<MatchRules> = { deuce: 'golden' };
const STAR: Partial<MatchRules> = { deuce: 'star' };
const SUPER: Partial<MatchRules> = { finalSet: 'superTiebreak' };
const DEUCE = '111222';
const SIX_ALL = games('121212121212');
const ONE_SET_ALL = games('111111222222');

interface Row {
  name: string;
  rules: Partial<MatchRules>;
  points: string;
  expected: Record<string, unknown>;
  labels?: [string, string];
}

const rows: Row[] = [
  { name: 'first point', rules: {}, points: '1', expected: { player1: { points: 1 } }, labels: ['15', '0'] },
  { name: '30-15', rules: {}, points: '121', expected: {}, labels: ['30', '15'] },
  { name: '40-15', rules: {}, points: '1112', expected: {}, labels: ['40', '15'] },
  {
    name: 'love game',
    rules: {},
    points: '1111',
    expected: { player1: { points: 0, games: 1 }, player2: { points: 0, games: 0 } },
    labels: ['0', '0'],
  },
  { name: 'deuce', rules: {}, points: DEUCE, expected: {}, labels: ['DEU', 'DEU'] },
  {
    name: 'advantage player1',
    rules: {},
    points: `${DEUCE}1`,
    expected: { player1: { points: 4, games: 0 } },
    labels: ['Ad', '40'],
  },
  { name: 'advantage player2', rules: {}, points: `${DEUCE}2`, expected: {}, labels: ['40', 'Ad'] },
  { name: 'advantage lost: deuce again', rules: {}, points: `${DEUCE}12`, expected: {}, labels: ['DEU', 'DEU'] },
  {
    name: 'advantage game needs a two-point lead',
    rules: {},
    points: `${DEUCE}11`,
    expected: { player1: { games: 1, points: 0 } },
  },
  { name: 'advantage: many deuces', rules: {}, points: `${DEUCE}121212121`, expected: {}, labels: ['Ad', '40'] },
  {
    name: 'golden point: next point at the first deuce wins',
    rules: GOLDEN,
    points: `${DEUCE}1`,
    expected: { player1: { games: 1, points: 0 } },
  },
  {
    name: 'golden point won by player2',
    rules: GOLDEN,
    points: `${DEUCE}2`,
    expected: { player2: { games: 1 }, player1: { games: 0 } },
  },
  {
    name: 'golden point: 40-30 is not a deciding point',
    rules: GOLDEN,
    points: '11122',
    labels: ['40', '30'],
    expected: {},
  },
  {
    name: 'star point: the first deuce is played with advantage',
    rules: STAR,
    points: `${DEUCE}1`,
    expected: { player1: { games: 0 } },
    labels: ['Ad', '40'],
  },
  {
    name: 'star point: the second deuce is played with advantage',
    rules: STAR,
    points: `${DEUCE}121`,
    expected: { player1: { games: 0 } },
    labels: ['Ad', '40'],
  },
  {
    name: 'star point: third deuce shown as deuce',
    rules: STAR,
    points: `${DEUCE}1212`,
    expected: { player1: { points: 5 }, player2: { points: 5 } },
    labels: ['DEU', 'DEU'],
  },
  {
    name: 'star point: at the third deuce the next point wins',
    rules: STAR,
    points: `${DEUCE}12122`,
    expected: { player2: { games: 1, points: 0 }, player1: { games: 0, points: 0 } },
  },
  {
    name: 'star point: a two-point lead before the third deuce still wins',
    rules: STAR,
    points: `${DEUCE}11`,
    expected: { player1: { games: 1 } },
  },
  {
    name: '6-4',
    rules: {},
    points: games('1212121211'),
    expected: {
      setScores: [{ player1: 6, player2: 4 }],
      player1: { sets: 1, games: 0 },
      player2: { sets: 0, games: 0 },
      currentSet: 2,
    },
  },
  {
    name: '6-5 is not a set',
    rules: {},
    points: games('12121212121'),
    expected: { setScores: [], player1: { games: 6 }, player2: { games: 5 }, isTiebreak: false, currentSet: 1 },
  },
  {
    name: '7-5',
    rules: {},
    points: games('121212121211'),
    expected: { setScores: [{ player1: 7, player2: 5 }], player1: { sets: 1 }, currentSet: 2 },
  },
  {
    name: '5-7 for player2',
    rules: {},
    points: games('121212121222'),
    expected: { setScores: [{ player1: 5, player2: 7 }], player2: { sets: 1 } },
  },
  {
    name: '6-6 starts a tie-break',
    rules: {},
    points: SIX_ALL,
    expected: {
      isTiebreak: true,
      player1: { games: 6 },
      player2: { games: 6 },
      tiebreakPoints: { player1: 0, player2: 0 },
    },
    labels: ['0', '0'],
  },
  {
    name: 'tie-break labels are numbers',
    rules: {},
    points: `${SIX_ALL}112`,
    expected: { tiebreakPoints: { player1: 2, player2: 1 }, player1: { points: 0 }, player2: { points: 0 } },
    labels: ['2', '1'],
  },
  {
    name: 'golden point never applies in a tie-break',
    rules: GOLDEN,
    points: `${SIX_ALL}${DEUCE}1`,
    expected: { isTiebreak: true, tiebreakPoints: { player1: 4, player2: 3 }, player1: { games: 6 } },
    labels: ['4', '3'],
  },
  {
    name: 'star point never applies in a tie-break',
    rules: STAR,
    points: `${SIX_ALL}${DEUCE}1212121`,
    expected: { isTiebreak: true, tiebreakPoints: { player1: 7, player2: 6 } },
    labels: ['7', '6'],
  },
  {
    name: 'tie-break to 7 gives the set 7-6',
    rules: {},
    points: `${SIX_ALL}1111111`,
    expected: {
      setScores: [{ player1: 7, player2: 6 }],
      isTiebreak: false,
      tiebreakPoints: { player1: 0, player2: 0 },
      player1: { games: 0, sets: 1 },
      player2: { games: 0, sets: 0 },
      currentSet: 2,
    },
  },
  {
    name: 'tie-break at 7-6 needs a two-point lead',
    rules: {},
    points: `${SIX_ALL}1212121212121`,
    expected: { isTiebreak: true, tiebreakPoints: { player1: 7, player2: 6 }, setScores: [] },
  },
  {
    name: 'tie-break won 9-7',
    rules: {},
    points: `${SIX_ALL}1212121212121211`,
    expected: { setScores: [{ player1: 7, player2: 6 }] },
  },
  {
    name: 'tie-break won by player2 gives 6-7',
    rules: {},
    points: `${SIX_ALL}2222222`,
    expected: { setScores: [{ player1: 6, player2: 7 }], player2: { sets: 1 } },
  },
  {
    name: 'straight-sets win: currentSet stays on the last set played',
    rules: {},
    points: games('111111111111'),
    expected: {
      isGameOver: true,
      winner: 'player1',
      currentSet: 2,
      player1: { sets: 2, games: 0 },
      setScores: [
        { player1: 6, player2: 0 },
        { player1: 6, player2: 0 },
      ],
    },
  },
  {
    name: 'three-set win',
    rules: {},
    points: `${ONE_SET_ALL}${games('222222')}`,
    expected: { isGameOver: true, winner: 'player2', currentSet: 3, player2: { sets: 2 }, player1: { sets: 1 } },
  },
  {
    name: 'full final set by default: no tie-break at one set all',
    rules: {},
    points: ONE_SET_ALL,
    expected: { isTiebreak: false, currentSet: 3 },
  },
  {
    name: 'super tie-break starts the third set at one set all',
    rules: SUPER,
    points: ONE_SET_ALL,
    expected: { isTiebreak: true, currentSet: 3, player1: { games: 0 }, player2: { games: 0 } },
    labels: ['0', '0'],
  },
  {
    name: 'super tie-break is not won at 7',
    rules: SUPER,
    points: `${ONE_SET_ALL}1111111`,
    expected: { isGameOver: false, tiebreakPoints: { player1: 7, player2: 0 } },
    labels: ['7', '0'],
  },
  {
    name: 'super tie-break to 10 is recorded as a set won 1-0',
    rules: SUPER,
    points: `${ONE_SET_ALL}1111111111`,
    expected: {
      isGameOver: true,
      winner: 'player1',
      currentSet: 3,
      isTiebreak: false,
      player1: { sets: 2 },
      setScores: [
        { player1: 6, player2: 0 },
        { player1: 0, player2: 6 },
        { player1: 1, player2: 0 },
      ],
    },
  },
  {
    name: 'super tie-break at 10-9 needs a two-point lead',
    rules: SUPER,
    points: `${ONE_SET_ALL}1212121212121212121`,
    expected: { isGameOver: false, tiebreakPoints: { player1: 10, player2: 9 } },
  },
  {
    name: 'super tie-break won 9-11 by player2',
    rules: SUPER,
    points: `${ONE_SET_ALL}12121212121212121222`,
    expected: { isGameOver: true, winner: 'player2', setScores: [{}, {}, { player1: 0, player2: 1 }] },
  },
  {
    name: 'super tie-break only replaces the third set',
    rules: SUPER,
    points: games('111111'),
    expected: { isTiebreak: false, currentSet: 2 },
  },
];

describe('scoreMatch: one row per rule', () => {
  it.each(rows)('$name', ({ rules, points, expected, labels }) => {
    const state = scoreMatch(rules, sides(points));
    expect(state).toMatchObject(expected);
    if (labels !== undefined) expect(pointLabels(state)).toEqual({ player1: labels[0], player2: labels[1] });
  });
});

describe('scoreMatch', () => {
  it('starts at love all in the first set', () => {
    expect(scoreMatch({}, [])).toEqual({
      player1: { points: 0, games: 0, sets: 0 },
      player2: { points: 0, games: 0, sets: 0 },
      currentSet: 1,
      isTiebreak: false,
      tiebreakPoints: { player1: 0, player2: 0 },
      isGameOver: false,
      winner: null,
      setScores: [],
    });
  });

  it('ignores points after the end of the match', () => {
    const finished = sides(games('111111111111'));
    expect(scoreMatch({}, [...finished, ...sides('2222222')])).toEqual(scoreMatch({}, finished));
  });

  it('ignores values that are not a side', () => {
    expect(scoreMatch({}, ['player1', 'nobody' as Side, 'player1'])).toEqual(scoreMatch({}, sides('11')));
  });
});

describe('scorePoint', () => {
  it('returns the same object once the match is over', () => {
    const over = scoreMatch({}, sides(games('111111111111')));
    expect(scorePoint(over, resolveRules(), 'player2')).toBe(over);
  });

  it('does not change the state it is given', () => {
    const before = scoreMatch({}, sides(`${SIX_ALL}121`));
    const snapshot = JSON.parse(JSON.stringify(before));
    scorePoint(before, resolveRules(), 'player1');
    expect(before).toEqual(snapshot);
  });
});

describe('deuceCount and decidingPoint', () => {
  const cases: Array<[string, Partial<MatchRules>, string, number, 'golden' | 'star' | null]> = [
    ['no deuce yet', STAR, '1112', 0, null],
    ['first deuce, advantage', {}, DEUCE, 1, null],
    ['first deuce, golden', GOLDEN, DEUCE, 1, 'golden'],
    ['first deuce, star', STAR, DEUCE, 1, null],
    ['advantage after the second deuce, star', STAR, `${DEUCE}121`, 2, null],
    ['third deuce, star', STAR, `${DEUCE}1212`, 3, 'star'],
    ['tie-break at 3-3, golden', GOLDEN, `${SIX_ALL}${DEUCE}`, 0, null],
  ];
  it.each(cases)('%s', (_name, rules, points, deuces, deciding) => {
    const state = scoreMatch(rules, sides(points));
    expect(deuceCount(state)).toBe(deuces);
    expect(decidingPoint(state, resolveRules(rules))).toBe(deciding);
  });
});
