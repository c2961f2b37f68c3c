import {
  applyEvent,
  initialMatchState,
  type MatchState,
  nextSet,
  pointWon,
  serveOrder,
  toEventId,
} from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { coinToss, currentChoice, hasPlayerOrder, sameChoice, setAwaitingFirstPoint } from './serve-choice';

let seq = 0;
function play(state: MatchState, sides: string): MatchState {
  return [...sides].reduce(
    (now, side) => applyEvent(now, pointWon(side === '1' ? 'player1' : 'player2', toEventId(`e${++seq}`), seq)),
    state,
  );
}

const start = initialMatchState({ sport: 'padel' });
const served = applyEvent(start, serveOrder('player2', 1, 0, toEventId('s'), 0));

describe('the serve choice', () => {
  it('tosses a fair coin: an even byte is team 1, an odd one team 2', () => {
    expect(coinToss((bytes) => bytes.fill(4))).toBe('player1');
    expect(coinToss((bytes) => bytes.fill(7))).toBe('player2');
  });

  it('has a player order only in doubles with two places a side', () => {
    const team = (players: string[]) => ({ name: '', color: 'green' as const, players });
    expect(hasPlayerOrder({ isDoubles: true, team1: team(['', '']), team2: team(['', '']) })).toBe(true);
    expect(hasPlayerOrder({ isDoubles: false, team1: team(['']), team2: team(['']) })).toBe(false);
  });

  it('reads the rotation as it stands: the chosen order, then the next team after a game', () => {
    expect(currentChoice(start)).toBeNull();
    expect(currentChoice(served)).toEqual({ server: 'player2', player1: 1, player2: 0 });
    // B1 served the first game: A serves next with the player it named (A2), and B's next turn is B2's.
    expect(currentChoice(play(served, '2222'))).toEqual({ server: 'player1', player1: 1, player2: 1 });
  });

  it('compares choices field by field', () => {
    expect(
      sameChoice({ server: 'player1', player1: 0, player2: 1 }, { server: 'player1', player1: 0, player2: 1 }),
    ).toBe(true);
    expect(
      sameChoice({ server: 'player1', player1: 0, player2: 1 }, { server: 'player1', player1: 1, player2: 1 }),
    ).toBe(false);
  });

  it('names the set waiting for its first point, and 0 once a point of it is played', () => {
    expect(setAwaitingFirstPoint(start.score)).toBe(1);
    expect(setAwaitingFirstPoint(play(served, '1').score)).toBe(0);
    const secondSet = applyEvent(play(served, '1'), nextSet(toEventId('n'), 99));
    expect(setAwaitingFirstPoint(secondSet.score)).toBe(2);
    expect(setAwaitingFirstPoint(play(secondSet, '2').score)).toBe(0);
  });
});
