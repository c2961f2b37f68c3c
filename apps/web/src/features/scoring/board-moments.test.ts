import { applyEvent, initialMatchState, type MatchRules, pointWon, serveOrder, toEventId } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { deuceCueOf, momentOf } from './board-moments';

let seq = 0;
/** A padel match under `rules`, team 1 serving, after the points given ('1' team 1, '2' team 2). */
function after(points: string, rules: Partial<MatchRules> = {}) {
  const start = applyEvent(
    initialMatchState({ sport: 'padel', ...rules }),
    serveOrder('player1', 0, 0, toEventId('s'), 0),
  );
  return [...points].reduce(
    (state, side) => applyEvent(state, pointWon(side === '1' ? 'player1' : 'player2', toEventId(`p${++seq}`), seq)),
    start,
  );
}

describe('the moments on the board', () => {
  it.each([
    ['nothing at love', '', ''],
    ['a break point for the receivers at 0-40', '222', 'break:player2'],
    ['a game point of the server is no moment', '111', ''],
    ['a set point at 5-0, 40-0', `${'1111'.repeat(5)}111`, 'set:player1'],
  ])('%s', (_name, points, moment) => {
    expect(momentOf(after(points))).toBe(moment);
  });

  it.each([
    ['no cue under advantage', '111222', {}, ''],
    ['golden point at deuce', '111222', { deuce: 'golden' }, 'goldenPoint'],
    ['star point: first deuce', '111222', { deuce: 'star' }, 'starDeuce1'],
    ['star point: second deuce', '11122212', { deuce: 'star' }, 'starDeuce2'],
    ['star point: the third deuce decides', '1112221212', { deuce: 'star' }, 'starPoint'],
    ['star point: advantage is no deuce', '1112221', { deuce: 'star' }, ''],
  ] as const)('%s', (_name, points, rules, cue) => {
    expect(deuceCueOf(after(points, rules))).toBe(cue);
  });
});
