import { describe, expect, it } from 'vitest';
import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState, replay, undo } from './apply-event';
import type { MatchEvent } from './events';
import { nextSet, pointWon, rulesChanged, swapCourt, toEventId } from './events';
import type { MatchRules } from './rules';
import type { Side } from './score-state';
import type { LogBuilder } from './test-support';
import { log, STEP_MS, T0 } from './test-support';

const SUPER: Partial<MatchRules> = { finalSet: 'superTiebreak' };
const GOLDEN: Partial<MatchRules> = { deuce: 'golden' };
const DEUCE = '111222';
const SIX_ALL = '121212121212';
const ONE_SET_ALL = '111111222222';

// The event under test gets its own id and a time after any prefix log.
const id = toEventId('under-test');
const at = T0 + 1_000 * STEP_MS;
const point = (side: Side): MatchEvent => pointWon(side, id, at);
const next = nextSet(id, at);
const swap = swapCourt(id, at);
const rules = (changed: Partial<MatchRules>): MatchEvent => rulesChanged(changed, id, at);

interface Row {
  name: string;
  rules?: Partial<MatchRules>;
  before: LogBuilder;
  event: MatchEvent;
  expected: Record<string, unknown>;
}

const rows: Row[] = [
  {
    name: 'point_won adds a point',
    before: log(),
    event: point('player1'),
    expected: { score: { player1: { points: 1 } }, last: 'point', lastScorer: 'player1', changeOfEnds: null },
  },
  {
    name: 'point_won that completes a game',
    before: log().points('222'),
    event: point('player2'),
    expected: { score: { player2: { games: 1, points: 0 } }, last: 'game', lastScorer: 'player2' },
  },
  {
    name: 'point_won that completes a set',
    before: log().games('11111').points('111'),
    event: point('player1'),
    expected: { score: { setScores: [{ player1: 6, player2: 0 }], currentSet: 2 }, last: 'set' },
  },
  {
    name: 'point_won that completes the match',
    before: log().games('11111111111').points('111'),
    event: point('player1'),
    expected: { score: { isGameOver: true, winner: 'player1', currentSet: 2 }, last: 'match' },
  },
  {
    name: 'next_set during a game: points and games reset, no set awarded',
    before: log().games('12').points('11'),
    event: next,
    expected: {
      score: {
        currentSet: 2,
        player1: { points: 0, games: 0, sets: 0 },
        player2: { points: 0, games: 0, sets: 0 },
        setScores: [],
      },
      last: 'next_set',
      lastScorer: null,
    },
  },
  {
    name: 'next_set during a tie-break ends the tie-break',
    before: log().games(SIX_ALL).points('121'),
    event: next,
    expected: {
      score: {
        currentSet: 2,
        isTiebreak: false,
        tiebreakPoints: { player1: 0, player2: 0 },
        player1: { games: 0 },
        player2: { games: 0 },
        setScores: [],
      },
    },
  },
  {
    name: 'next_set keeps the sets already won',
    before: log().games('111111').games('12'),
    event: next,
    expected: { score: { currentSet: 3, player1: { sets: 1, games: 0 }, setScores: [{ player1: 6, player2: 0 }] } },
  },
  {
    name: 'next_set during the match tie-break starts it again',
    rules: SUPER,
    before: log().games(ONE_SET_ALL).points('112'),
    event: next,
    expected: { score: { currentSet: 4, isTiebreak: true, tiebreakPoints: { player1: 0, player2: 0 } } },
  },
  {
    name: 'swap_court puts player2 on the left and leaves the score alone',
    before: log().points('1'),
    event: swap,
    expected: { leftSide: 'player2', last: 'swap_court', score: { player1: { points: 1 } } },
  },
  {
    name: 'swap_court twice puts player1 back on the left',
    before: log().swap(),
    event: swap,
    expected: { leftSide: 'player1' },
  },
  {
    name: 'rules_changed mid-game replaces the rules, not the score',
    before: log().points(DEUCE),
    event: rules(GOLDEN),
    expected: {
      rules: { deuce: 'golden', sport: 'tennis', finalSet: 'full' },
      score: { player1: { points: 3 }, player2: { points: 3 } },
      last: 'rules_changed',
    },
  },
  {
    name: 'golden switched on at deuce: the next point wins the game',
    before: log().points(DEUCE).rules(GOLDEN),
    event: point('player2'),
    expected: { score: { player2: { games: 1 } }, last: 'game' },
  },
  {
    name: 'golden switched off at deuce: the next point is an advantage',
    rules: GOLDEN,
    before: log().points(DEUCE).rules({ deuce: 'advantage' }),
    event: point('player2'),
    expected: { score: { player2: { games: 0, points: 4 } }, last: 'point' },
  },
  {
    name: 'golden switched on at advantage: losing it gives a deuce whose next point wins',
    before: log().points(`${DEUCE}1`).rules(GOLDEN).points('2'),
    event: point('player1'),
    expected: { score: { player1: { games: 1 } }, last: 'game' },
  },
  {
    name: 'star switched on after two deuces: the third deuce decides',
    before: log().points(`${DEUCE}121`).rules({ deuce: 'star' }).points('2'),
    event: point('player1'),
    expected: { score: { player1: { games: 1 } } },
  },
  {
    name: 'super tie-break chosen at one set all before any point of the third set',
    before: log().games(ONE_SET_ALL),
    event: rules(SUPER),
    expected: { score: { isTiebreak: true, currentSet: 3 } },
  },
  {
    name: 'super tie-break chosen once the third set is under way: the set stays a full set',
    before: log().games(ONE_SET_ALL).points('1'),
    event: rules(SUPER),
    expected: { rules: { finalSet: 'superTiebreak' }, score: { isTiebreak: false, player1: { points: 1 } } },
  },
  {
    name: 'full final set chosen before the match tie-break starts',
    rules: SUPER,
    before: log().games(ONE_SET_ALL),
    event: rules({ finalSet: 'full' }),
    expected: { score: { isTiebreak: false } },
  },
  {
    name: 'a rules change during the match tie-break keeps it a tie-break to 10',
    rules: SUPER,
    before: log().games(ONE_SET_ALL).points('1111111').rules({ finalSet: 'full' }),
    event: point('player1'),
    expected: { score: { isTiebreak: true, tiebreakPoints: { player1: 8, player2: 0 }, isGameOver: false } },
  },
];

describe('applyEvent: (state, event) -> state', () => {
  it.each(rows)('$name', ({ rules: matchRules = {}, before, event, expected }) => {
    const state = replay(matchRules, before.events);
    expect(applyEvent(state, event)).toMatchObject(expected);
  });
});

describe('applyEvent: events that change nothing return the same state', () => {
  const finished = replay({}, log().games('111111111111').events);

  it.each([
    ['point_won', point('player2')],
    ['next_set', next],
    ['swap_court', swap],
    ['rules_changed', rules(GOLDEN)],
  ] as const)('%s after the end of the match', (_type, event) => {
    expect(finished.score.isGameOver).toBe(true);
    expect(applyEvent(finished, event)).toBe(finished);
  });

  it('rules_changed to the rules in force', () => {
    const state = replay(GOLDEN, log().points('1').events);
    expect(applyEvent(state, rules({ deuce: 'golden' }))).toBe(state);
  });

  it('an event type from a newer client', () => {
    const state = replay({}, log().points('1').events);
    const unknown = { type: 'coin_toss', id, at } as unknown as MatchEvent;
    expect(applyEvent(state, unknown)).toBe(state);
  });

  it('a point for a side that does not exist', () => {
    const state = initialMatchState();
    expect(applyEvent(state, point('player3' as Side))).toBe(state);
  });
});

describe('replay', () => {
  it('an empty log is the initial state (restart)', () => {
    expect(replay(SUPER, [])).toEqual(initialMatchState(SUPER));
    expect(initialMatchState()).toEqual({
      rules: { sport: 'tennis', deuce: 'advantage', finalSet: 'full' },
      score: expect.objectContaining({ currentSet: 1, winner: null }),
      leftSide: 'player1',
      last: 'none',
      lastScorer: null,
      changeOfEnds: null,
      startedAt: null,
      updatedAt: null,
      serve: null,
    });
  });

  it('records the times of the first and last events that changed the match', () => {
    const events = log().points('11').games('1111111111111').events;
    const state = replay({}, events);
    expect(state.startedAt).toBe(T0);
    // Every point goes to player1, so the 48th point (index 47) ends the match; later ones are ignored.
    expect(state.updatedAt).toBe(T0 + 47 * STEP_MS);
  });

  it('does not change the events it reads', () => {
    const events = log().points(DEUCE).nextSet().swap().rules(GOLDEN).events;
    const copy = JSON.parse(JSON.stringify(events));
    replay({}, events);
    expect(events).toEqual(copy);
  });
});

describe('undo', () => {
  it('crosses a set boundary back into the set', () => {
    const events = log().games('11111').points('1112').points('1').events;
    const afterSet = replay({}, events);
    expect(afterSet.score.setScores).toEqual([{ player1: 6, player2: 0 }]);

    const undone = undo({}, events);
    expect(undone.events).toEqual(events.slice(0, -1));
    expect(undone.state.score).toMatchObject({
      currentSet: 1,
      setScores: [],
      player1: { games: 5, points: 3, sets: 0 },
      player2: { games: 0, points: 1, sets: 0 },
    });
  });

  it('crosses the end of a match back into play', () => {
    const events = log().games('111111111111').events;
    const { state } = undo({}, events);
    expect(state.score).toMatchObject({
      isGameOver: false,
      winner: null,
      currentSet: 2,
      player1: { games: 5, points: 3 },
    });
  });

  it('undoes a next_set back into the tie-break it interrupted', () => {
    const events = log().games(SIX_ALL).points('12').nextSet().events;
    expect(undo({}, events).state.score).toMatchObject({
      isTiebreak: true,
      tiebreakPoints: { player1: 1, player2: 1 },
    });
  });

  it('undoes a swap_court', () => {
    expect(undo({}, log().swap().events).state.leftSide).toBe('player1');
  });

  it('undoes a rules change', () => {
    expect(undo({}, log().rules(GOLDEN).events).state.rules.deuce).toBe('advantage');
  });

  it('on an empty log gives the initial state', () => {
    const result = undo({}, []);
    expect(result.events).toEqual([]);
    expect(result.state).toEqual(initialMatchState());
  });
});

describe('MatchState shape', () => {
  it('keeps the contract ScoreState as its score', () => {
    const state: MatchState = replay({}, log().points('1').events);
    expect(Object.keys(state.score).sort()).toEqual(
      ['currentSet', 'isGameOver', 'isTiebreak', 'player1', 'player2', 'setScores', 'tiebreakPoints', 'winner'].sort(),
    );
  });
});
