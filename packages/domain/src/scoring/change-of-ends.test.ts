import { describe, expect, it } from 'vitest';
import { applyEvent, replay } from './apply-event';
import type { ChangeOfEnds } from './change-of-ends';
import { changeOfEndsAfter } from './change-of-ends';
import { pointWon, toEventId } from './events';
import type { MatchRules } from './rules';
import type { Side } from './score-state';
import { scoreMatch } from './score-state';
import { games, log, sides } from './test-support';

const SIX_ALL = games('121212121212');

interface Row {
  name: string;
  rules?: Partial<MatchRules>;
  before: string;
  point: Side;
  cue: ChangeOfEnds | null;
}

const rows: Row[] = [
  { name: 'a point inside a game', before: '1', point: 'player1', cue: null },
  { name: 'after the 1st game', before: '111', point: 'player1', cue: 'game' },
  { name: 'not after the 2nd game', before: `${games('1')}222`, point: 'player2', cue: null },
  { name: 'after the 3rd game', before: `${games('12')}111`, point: 'player1', cue: 'game' },
  { name: 'after the 5th game', before: `${games('1212')}111`, point: 'player1', cue: 'game' },
  {
    name: 'at the end of a set with an odd total (6-3)',
    before: `${games('12121211')}111`,
    point: 'player1',
    cue: 'set',
  },
  {
    name: 'not at the end of a set with an even total (6-4)',
    before: `${games('121212121')}111`,
    point: 'player1',
    cue: null,
  },
  { name: 'after the 1st game of the next set', before: `${games('1212121211')}222`, point: 'player2', cue: 'game' },
  {
    name: 'not when 6-6 starts the tie-break (12 games)',
    before: `${games('12121212121')}222`,
    point: 'player2',
    cue: null,
  },
  { name: 'tie-break: not after 5 points', before: `${SIX_ALL}1212`, point: 'player1', cue: null },
  { name: 'tie-break: after 6 points', before: `${SIX_ALL}12121`, point: 'player2', cue: 'tiebreak' },
  { name: 'tie-break: after 12 points', before: `${SIX_ALL}12121212121`, point: 'player2', cue: 'tiebreak' },
  { name: 'after a tie-break set (7-6 is 13 games)', before: `${SIX_ALL}111111`, point: 'player1', cue: 'set' },
  {
    name: 'match tie-break: after 6 points',
    rules: { finalSet: 'superTiebreak' },
    before: `${games('111111222222')}11111`,
    point: 'player2',
    cue: 'tiebreak',
  },
  { name: 'not when the match ends (6-3 6-0)', before: `${games('12121211111111')}111`, point: 'player1', cue: null },
];

describe('changeOfEndsAfter', () => {
  it.each(rows)('$name', ({ rules = {}, before, point, cue }) => {
    const prev = scoreMatch(rules, sides(before));
    const next = scoreMatch(rules, [...sides(before), point]);
    expect(changeOfEndsAfter(prev, next)).toBe(cue);
  });

  it('is null when nothing changed', () => {
    const score = scoreMatch({}, sides('111'));
    expect(changeOfEndsAfter(score, score)).toBeNull();
  });

  it('is null when next_set abandons a set after an odd game', () => {
    const before = replay({}, log().games('1').events);
    const after = replay({}, log().games('1').nextSet().events);
    expect(changeOfEndsAfter(before.score, after.score)).toBeNull();
    expect(after.changeOfEnds).toBeNull();
  });
});

describe('MatchState.changeOfEnds', () => {
  it('carries the cue of the last point only', () => {
    const afterGame = replay({}, log().games('1').events);
    expect(afterGame.changeOfEnds).toBe('game');
    const nextPoint = applyEvent(afterGame, pointWon('player1', toEventId('x'), 0));
    expect(nextPoint.changeOfEnds).toBeNull();
  });
});
