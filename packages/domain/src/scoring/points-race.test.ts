import { describe, expect, it } from 'vitest';
import { announce, announceScore } from './announcements';
import { applyEvent, replay, undo } from './apply-event';
import { endMatchResult } from './end-match';
import { pointLabels } from './labels';
import { foldEntry, foldMatchLog } from './log-fold';
import { matchStats } from './match-stats';
import { boardGames, playedSets } from './played-sets';
import { pointLog } from './point-log';
import { racePoints, racePointsLeft } from './points-race';
import type { MatchRules } from './rules';
import { isMatchRules, isPointsRace, RACE_TOTAL_MAX, RACE_TOTAL_MIN, resolveRules } from './rules';
import { scoreMatch } from './score-state';
import { log, point, sides, statesOf, undoOf } from './test-support';

const RACE_21: Partial<MatchRules> = { sport: 'padel', race: { totalPoints: 21 } };
const RACE_4: Partial<MatchRules> = { sport: 'padel', race: { totalPoints: 4 } };
const ES = { player1: 'Nosotros', player2: 'Oponentes' };
const EN = { player1: 'Us', player2: 'Them' };

/** A race log of `player1` points for player1 and `player2` for player2, player1's first. */
function rallies(player1: number, player2: number): string {
  return '1'.repeat(player1) + '2'.repeat(player2);
}

describe('points race rules', () => {
  it.each([RACE_TOTAL_MIN, 16, 21, 24, 32, RACE_TOTAL_MAX])('accepts a race to %i', (totalPoints) => {
    expect(isPointsRace({ totalPoints })).toBe(true);
    expect(isMatchRules({ sport: 'padel', deuce: 'golden', finalSet: 'full', race: { totalPoints } })).toBe(true);
  });

  it.each([
    { totalPoints: RACE_TOTAL_MIN - 1 },
    { totalPoints: RACE_TOTAL_MAX + 1 },
    { totalPoints: 21.5 },
    { totalPoints: '21' },
    { totalPoints: 21, firstTo: 11 },
    21,
    null,
  ])('refuses the race %o', (race) => {
    expect(isPointsRace(race)).toBe(false);
    expect(isMatchRules({ sport: 'padel', deuce: 'golden', finalSet: 'full', race })).toBe(false);
  });

  it('keeps a valid race, drops an invalid one, and adds no race key to a set match', () => {
    expect(resolveRules(RACE_21)).toEqual({
      sport: 'padel',
      deuce: 'advantage',
      finalSet: 'full',
      race: { totalPoints: 21 },
    });
    expect(Object.keys(resolveRules({ race: { totalPoints: 2 } }))).toEqual(['sport', 'deuce', 'finalSet']);
    expect(resolveRules({ deuce: 'golden' }, resolveRules(RACE_21)).race).toEqual({ totalPoints: 21 });
  });
});

describe('scoring a points race', () => {
  it.each([
    ['nothing played', '', { player1: 0, player2: 0 }, false, null],
    ['one rally each', '12', { player1: 1, player2: 1 }, false, null],
    ['a point short of the total', rallies(12, 8), { player1: 12, player2: 8 }, false, null],
    ['12-9 ends a race to 21', rallies(12, 9), { player1: 12, player2: 9 }, true, 'player1'],
    ['every point is played even once the winner is sure', rallies(11, 0), { player1: 11, player2: 0 }, false, null],
    ['a whitewash', rallies(21, 0), { player1: 21, player2: 0 }, true, 'player1'],
    ['player2 coming back', `${rallies(8, 0)}${'2'.repeat(13)}`, { player1: 8, player2: 13 }, true, 'player2'],
  ] as const)('%s', (_name, pattern, points, over, winner) => {
    const score = scoreMatch(RACE_21, sides(pattern));
    expect(racePoints(score)).toEqual(points);
    expect(score.isGameOver).toBe(over);
    expect(score.winner).toBe(winner);
    expect(racePointsLeft(score, { totalPoints: 21 })).toBe(21 - points.player1 - points.player2);
  });

  it('ends a race with an even total level as a draw: over, with no winner and no set won', () => {
    const score = scoreMatch({ race: { totalPoints: 24 } }, sides(rallies(12, 12)));
    expect(score).toMatchObject({ isGameOver: true, winner: null, setScores: [{ player1: 12, player2: 12 }] });
    expect([score.player1.sets, score.player2.sets]).toEqual([0, 0]);
    expect(endMatchResult(score).winner).toBeNull();
  });

  it('holds the race as one set: its rallies are the games, the finished race the only set score', () => {
    const inPlay = scoreMatch(RACE_21, sides(rallies(8, 5)));
    expect(inPlay).toMatchObject({ currentSet: 1, isTiebreak: false, setScores: [] });
    expect([inPlay.player1.points, inPlay.player2.points]).toEqual([0, 0]);
    expect(boardGames(inPlay)).toEqual({ player1: 8, player2: 5 });
    expect(playedSets(inPlay)).toEqual([{ player1: 8, player2: 5, finished: false, tiebreak: null }]);
    const over = scoreMatch(RACE_21, sides(rallies(13, 8)));
    expect(boardGames(over)).toEqual({ player1: 13, player2: 8 });
    expect(playedSets(over)).toEqual([{ player1: 13, player2: 8, finished: true, tiebreak: null }]);
    expect([over.player1.sets, over.player2.sets]).toEqual([1, 0]);
  });

  it('ignores points after the end, a next set and any rules change', () => {
    const events = log()
      .points(rallies(2, 1))
      .nextSet()
      .rules({ deuce: 'golden', race: { totalPoints: 8 } }).events;
    const state = replay(RACE_4, events);
    expect(state).toEqual(replay(RACE_4, events.slice(0, 3)));
    expect(state.rules.race).toEqual({ totalPoints: 4 });
    const over = replay(RACE_4, log().points(rallies(2, 2)).events);
    expect(applyEvent(over, log().points('1').events[0] as never)).toBe(over);
  });

  it('never turns a set match into a race through a rules change', () => {
    const state = replay({}, log().rules({ race: { totalPoints: 4 }, deuce: 'golden' }).events);
    expect(state.rules).toEqual({ sport: 'tennis', deuce: 'golden', finalSet: 'full' });
  });

  it('calls every rally a point, the last one the match, and never a change of ends', () => {
    const states = statesOf(RACE_4, log().points(rallies(2, 2)).events);
    expect(states.map((state) => state.last)).toEqual(['none', 'point', 'point', 'point', 'match']);
    expect(states.every((state) => state.changeOfEnds === null)).toBe(true);
  });

  it('undoes a point as for a set match', () => {
    const events = log().points(rallies(3, 1)).events;
    expect(undo(RACE_4, events).state).toEqual(replay(RACE_4, events.slice(0, 3)));
    const entries = [point('player1', 1), point('player2', 2), undoOf('e2', 3), point('player1', 4)];
    let fold = foldMatchLog(RACE_4, []);
    for (const entry of entries) fold = foldEntry(fold, entry) ?? fold;
    expect(racePoints(fold.state.score)).toEqual({ player1: 2, player2: 0 });
    expect(fold.state).toEqual(foldMatchLog(RACE_4, entries).state);
  });
});

describe('what a points race shows and says', () => {
  it.each([
    ['', '0', '0'],
    [rallies(12, 9), '12', '9'],
    [rallies(3, 5), '3', '5'],
  ])('labels %s as plain numbers', (pattern, player1, player2) => {
    const score = scoreMatch(RACE_21, sides(pattern));
    expect(pointLabels(score, resolveRules(RACE_21))).toEqual({ player1, player2 });
  });

  it.each([
    ['nothing played', '', 'Cero a cero', 'Love all'],
    ['level', rallies(4, 4), 'Cuatro iguales', 'Four all'],
    ['player1 ahead', rallies(12, 8), 'Doce a ocho para Nosotros', 'Twelve to eight, Us'],
    ['player2 ahead', rallies(3, 9), 'Nueve a tres para Oponentes', 'Nine to three, Them'],
    ['won', rallies(9, 12), 'Partido para Oponentes. Doce a nueve', 'Match to Them. Twelve to nine'],
  ])('announces %s', (_name, pattern, es, en) => {
    const state = replay(RACE_21, log().points(pattern).events);
    expect(announce(state, 'es', ES)).toBe(es);
    expect(announce(state, 'en', EN)).toBe(en);
    expect(announceScore(state, 'es', ES)).toBe(es);
  });

  it('announces a level end as a draw, and a court swap as the swap', () => {
    const level = replay({ race: { totalPoints: 24 } }, log().points(rallies(12, 12)).events);
    expect(announce(level, 'es', ES)).toBe('Empate. Doce iguales');
    expect(announce(level, 'en', EN)).toBe('Draw. Twelve all');
    const swapped = replay(RACE_21, log().points('12').swap().events);
    expect(announce(swapped, 'es', ES)).toBe('Cambio de lado');
    expect(announceScore(swapped, 'es', ES)).toBe('Uno iguales');
  });

  it('ends by hand on the points: the side ahead wins, level is a draw', () => {
    expect(endMatchResult(scoreMatch(RACE_21, sides(rallies(6, 4)))).winner).toBe('player1');
    expect(endMatchResult(scoreMatch(RACE_21, sides(rallies(6, 7)))).winner).toBe('player2');
    expect(endMatchResult(scoreMatch(RACE_21, sides(rallies(5, 5)))).winner).toBeNull();
  });

  it('counts statistics with every rally a game of the one set', () => {
    const events = log().points('1121222').points(rallies(5, 0)).events;
    const stats = matchStats(RACE_21, events);
    expect(stats.points).toEqual({ player1: 8, player2: 4 });
    expect(stats.games).toEqual(stats.points);
    expect(stats.pointsBySet).toEqual([{ set: 1, player1: 8, player2: 4 }]);
    expect(stats.sets).toEqual({ player1: 0, player2: 0 });
    expect(stats.longestRun).toEqual({ player1: 5, player2: 3 });
    expect(stats.openingSetLead).toEqual({ player1: 4, player2: 1 });
    expect(stats.tiebreaksWon).toEqual({ player1: 0, player2: 0 });
    expect(stats.decidingPointsPlayed).toBe(0);
  });

  it('gives a finished race one set to its winner in the stats, none to either side of a draw', () => {
    expect(matchStats(RACE_21, log().points(rallies(13, 8)).events).sets).toEqual({ player1: 1, player2: 0 });
    const level = matchStats({ race: { totalPoints: 24 } }, log().points(rallies(12, 12)).events);
    expect(level.sets).toEqual({ player1: 0, player2: 0 });
    expect(level.games).toEqual({ player1: 12, player2: 12 });
  });

  it('logs each point with the race score after it', () => {
    const records = pointLog(RACE_4, log().points('1221').events);
    expect(records.map((record) => [record.set, record.games, record.points])).toEqual([
      [1, { player1: 1, player2: 0 }, { player1: 0, player2: 0 }],
      [1, { player1: 1, player2: 1 }, { player1: 0, player2: 0 }],
      [1, { player1: 1, player2: 2 }, { player1: 0, player2: 0 }],
      [1, { player1: 2, player2: 2 }, { player1: 0, player2: 0 }],
    ]);
  });
});
