import { describe, expect, it } from 'vitest';
import { announce, announceServer } from './announcements';
import { replay } from './apply-event';
import { pointMoment, starDeuce } from './moments';
import { log } from './test-support';

const NAMES = {
  player1: 'Ana / Bea',
  player2: 'Carla / Dani',
  players: { player1: ['Ana', 'Bea'], player2: ['Carla', 'Dani'] },
};

describe('pointMoment', () => {
  it('calls a break point for the receiver, only when the server is known', () => {
    expect(pointMoment(replay({}, log().serve('player1').points('222').events))).toEqual({
      kind: 'break',
      side: 'player2',
    });
    expect(pointMoment(replay({}, log().serve('player1').points('111').events))).toBeNull();
    expect(pointMoment(replay({}, log().points('222').events))).toBeNull();
  });

  it('calls a set point over a break point, and a match point over both', () => {
    expect(pointMoment(replay({}, log().serve('player1').games('22222').points('222').events))).toEqual({
      kind: 'set',
      side: 'player2',
    });
    expect(pointMoment(replay({}, log().serve('player1').games('222222').games('22222').points('222').events))).toEqual(
      {
        kind: 'match',
        side: 'player2',
      },
    );
  });

  it('calls set points in a tie-break and none in a points race', () => {
    expect(pointMoment(replay({}, log().games('121212121212').points('111111').events))).toEqual({
      kind: 'set',
      side: 'player1',
    });
    expect(pointMoment(replay({ race: { totalPoints: 21 } }, log().points('1'.repeat(20)).events))).toBeNull();
  });
});

describe('star point deuces', () => {
  it('counts the deuces to the third', () => {
    const rules = { deuce: 'star' as const };
    const at = (points: string) => {
      const state = replay(rules, log().points(points).events);
      return starDeuce(state.score, state.rules);
    };
    expect(at('111222')).toEqual({ deuce: 1 });
    expect(at('11122212')).toEqual({ deuce: 2 });
    expect(at('1112221212')).toEqual({ deuce: 3 });
    expect(at('1112221')).toBeNull();
    expect(starDeuce(replay({}, log().points('111222').events).score, replay({}, []).rules)).toBeNull();
  });
});

describe('announcing the serve and the moments', () => {
  it('says who serves when it changes, and answers who serves', () => {
    const chosen = replay({}, log().serve('player1', 1, 0).events);
    expect(announce(chosen, 'es', NAMES)).toBe('Saca Bea');
    expect(announce(chosen, 'en', NAMES)).toBe('Bea to serve');
    const game = replay({}, log().serve('player1', 1, 0).points('1111').events);
    expect(announce(game, 'es', NAMES)).toBe('Juego Ana / Bea. Un juego a cero. Cambio de lado. Saca Carla');
    expect(announceServer(game, 'es', NAMES)).toBe('Saca Carla');
    expect(announceServer(replay({}, []), 'es', NAMES)).toBe('No se eligió quién saca');
    expect(announceServer(replay({}, []), 'en', NAMES)).toBe('No server was chosen');
  });

  it('calls a break point, a set point and a match point after the point', () => {
    const breakPoint = replay({}, log().serve('player1').points('222').events);
    expect(announce(breakPoint, 'es', NAMES)).toBe('Nada cuarenta. Bola de break');
    expect(announce(breakPoint, 'en', NAMES)).toBe('Love forty. Break point');
    const matchPoint = replay({}, log().serve('player1').games('222222').games('22222').points('222').events);
    expect(announce(matchPoint, 'es', NAMES)).toBe('Nada cuarenta. Punto de partido');
  });

  it('names the server in a tie-break when the turn changes', () => {
    const state = replay({}, log().serve('player1').games('121212121212').points('1').events);
    expect(announce(state, 'es', NAMES)).toBe('Uno cero Ana / Bea. Saca Carla');
  });
});
