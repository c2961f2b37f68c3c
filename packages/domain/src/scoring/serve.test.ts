import { describe, expect, it } from 'vitest';
import type { MatchState } from './apply-event';
import { applyEvent, replay } from './apply-event';
import { pointWon, serveOrder, toEventId } from './events';
import type { MatchRules } from './rules';
import type { Side } from './score-state';
import type { PlayerIndex, Server } from './serve';
import { currentServer, RACE_SERVES_PER_TURN, rotateServe, serveOrderNow } from './serve';
import { serverChanged, serverOf } from './server-name';
import { log, statesOf } from './test-support';

const SIX_ALL = '121212121212';
const DOUBLES = {
  player1: 'Ana / Bea',
  player2: 'Carla / Dani',
  players: { player1: ['Ana', 'Bea'], player2: ['Carla', 'Dani'] },
};

function server(state: MatchState): Server | null {
  return currentServer(state.serve, state.score, state.rules);
}

/** "A1", "B2"...: team A is player1, B player2; the number is the player (1 or 2). */
function code(state: MatchState): string | null {
  const now = server(state);
  return now === null ? null : `${now.team === 'player1' ? 'A' : 'B'}${now.player + 1}`;
}

/** The server of every point a log plays after its serve event, as codes. */
function serversOfPoints(rules: Partial<MatchRules>, builder: ReturnType<typeof log>): string[] {
  const states = statesOf(rules, builder.events);
  const codes: string[] = [];
  builder.events.forEach((event, i) => {
    if (event.type === 'point_won') codes.push(code(states[i] as MatchState) ?? '-');
  });
  return codes;
}

describe('who serves', () => {
  it('is unknown until a serve is chosen (matches saved before serve tracking)', () => {
    const state = replay({}, log().games('1212').points('11').events);
    expect(state.serve).toBeNull();
    expect(server(state)).toBeNull();
  });

  it('rotates A1, B1, A2, B2 game by game in doubles', () => {
    const builder = log().serve('player1', 0, 0);
    const seen: string[] = [];
    for (let game = 0; game < 8; game++) {
      seen.push(code(replay({}, builder.events)) ?? '-');
      builder.games(game % 2 === 0 ? '1' : '2');
    }
    expect(seen).toEqual(['A1', 'B1', 'A2', 'B2', 'A1', 'B1', 'A2', 'B2']);
  });

  it('starts from the chosen team and players', () => {
    const builder = log().serve('player2', 1, 0);
    const seen: string[] = [];
    for (let game = 0; game < 4; game++) {
      seen.push(code(replay({}, builder.events)) ?? '-');
      builder.games('1');
    }
    expect(seen).toEqual(['B1', 'A2', 'B2', 'A1']);
  });

  it('keeps the server for every point of a game, from the right then the left court', () => {
    const states = statesOf({}, log().serve('player1').points('121212').events);
    // states[1] is after the serve was chosen, then one state per point.
    const courts = states.slice(1, 7).map((state) => server(state)?.court);
    expect(states.slice(1).every((state) => code(state) === 'A1')).toBe(true);
    expect(courts).toEqual(['deuce', 'ad', 'deuce', 'ad', 'deuce', 'ad']);
    // 3-3 is deuce: the next point is served from the right.
    expect(server(states[7] as MatchState)?.court).toBe('deuce');
  });

  it('serves a tie-break 1, 2, 2, ... in the same rotation, first from the right', () => {
    // 12 games from A1: A1 B1 A2 B2 A1 B1 A2 B2 A1 B1 A2 B2; the tie-break's first point is A1's.
    const builder = log().serve('player1').games(SIX_ALL).points('1212121212');
    const servers = serversOfPoints({}, builder).slice(-10);
    expect(servers).toEqual(['A1', 'B1', 'B1', 'A2', 'A2', 'B2', 'B2', 'A1', 'A1', 'B1']);
    const states = statesOf({}, builder.events).slice(-10);
    expect(states.map((state) => server(state)?.court)).toEqual([
      'ad',
      'deuce',
      'ad',
      'deuce',
      'ad',
      'deuce',
      'ad',
      'deuce',
      'ad',
      'deuce',
    ]);
  });

  it('gives the next set to the team that received first in the tie-break', () => {
    const state = replay({}, log().serve('player1', 0, 0).games(SIX_ALL).points('1111111').events);
    expect(state.score.setScores).toHaveLength(1);
    // A1 served the tie-break's first point: B serves first in set two, with its next player (B1).
    expect(code(state)).toBe('B1');
  });

  it('follows the tie-break rule in a match tie-break', () => {
    const rules: Partial<MatchRules> = { finalSet: 'superTiebreak' };
    const builder = log().serve('player2').games('111111222222').points('12121');
    const state = replay(rules, builder.events);
    expect(state.score.isTiebreak).toBe(true);
    // 12 games from B1 leave the rotation at B1 for the 13th "game": the match tie-break.
    expect(serversOfPoints(rules, builder).slice(-5)).toEqual(['B1', 'A1', 'A1', 'B2', 'B2']);
  });

  it('moves on with the game won: a set won by games passes the serve on', () => {
    const state = replay({}, log().serve('player1').games('111111').events);
    expect(state.score.setScores).toEqual([{ player1: 6, player2: 0 }]);
    expect(code(state)).toBe('A2'); // six games: A1 B1 A2 B2 A1 B1, then A2
  });

  it('lets a doubles team change its order at the start of a set', () => {
    const state = replay({}, log().serve('player1').games('111111').serve('player1', 0, 1).events);
    expect(code(state)).toBe('A1');
    expect(code(replay({}, log().serve('player1').games('111111').serve('player1', 0, 1).games('1').events))).toBe(
      'B2',
    );
  });

  it('gives the server back on undo of the point that changed it', () => {
    const before = replay({}, log().serve('player1').points('111').events);
    const after = replay({}, log().serve('player1').points('1111').events);
    expect(code(before)).toBe('A1');
    expect(code(after)).toBe('B1');
  });

  it('keeps whoever was due when a set is abandoned', () => {
    expect(code(replay({}, log().serve('player1').games('12').points('11').nextSet().events))).toBe('A2');
    // From a tie-break: whoever served its first point serves the next set.
    expect(code(replay({}, log().serve('player1').games(SIX_ALL).points('121').nextSet().events))).toBe('A1');
  });

  it('corrects the serve in the middle of a tie-break without moving the turns', () => {
    const builder = log().serve('player1').games(SIX_ALL).points('12').serve('player2', 0, 1).points('1212');
    // Point 2 would be B1's second serve; the correction names B2 for it, then A1 (A's next) twice, then B1.
    expect(serversOfPoints({}, builder).slice(-4)).toEqual(['B2', 'A1', 'A1', 'B1']);
  });

  it('gives the rotation as it stands at the next point, for a correction to start from', () => {
    // Tie-break points A1, B1, B1: A2 serves next, and B's next turn is B2's.
    const state = replay({}, log().serve('player1', 0, 0).games(SIX_ALL).points('121').events);
    expect(serveOrderNow(state.serve, state.score, state.rules)).toMatchObject({
      team: 'player1',
      player1: 1,
      player2: 1,
    });
    expect(serveOrderNow(null, state.score, state.rules)).toBeNull();
  });

  it('rotates a points race every few serves', () => {
    const rules: Partial<MatchRules> = { race: { totalPoints: 21 } };
    const builder = log().serve('player1').points('12'.repeat(8));
    const servers = serversOfPoints(rules, builder);
    const turns = ['A1', 'B1', 'A2', 'B2'].flatMap((turn) => Array<string>(RACE_SERVES_PER_TURN).fill(turn));
    expect(servers).toEqual(turns);
  });

  it('extends a fold stored before serve tracking (no serve field at all)', () => {
    const { serve: _none, ...stored } = replay({}, log().games('1').events);
    const old = stored as MatchState;
    const next = applyEvent(old, pointWon('player1', toEventId('x'), 1));
    expect(next.serve).toBeNull();
    expect(server(next)).toBeNull();
    const chosen = applyEvent(old, serveOrder('player2', 0, 0, toEventId('y'), 2));
    expect(code(chosen)).toBe('B1');
  });

  it('has no server once the match is over', () => {
    expect(server(replay({}, log().serve('player1').games('111111111111').events))).toBeNull();
  });

  it('rotates back after four turns, and back again with negative turns', () => {
    const start = { team: 'player1' as Side, player1: 0 as PlayerIndex, player2: 1 as PlayerIndex, from: 0 };
    expect(rotateServe(start, 4)).toEqual(start);
    expect(rotateServe(rotateServe(start, 3), -3)).toEqual(start);
  });
});

describe('the server by name', () => {
  it('names the doubles player, else the team', () => {
    const state = replay({}, log().serve('player2', 0, 1).events);
    expect(serverOf(state, DOUBLES)?.name).toBe('Dani');
    expect(
      serverOf(state, { player1: 'Ana', player2: 'Carla', players: { player1: ['Ana'], player2: ['Carla'] } })?.name,
    ).toBe('Carla');
    expect(serverOf(state, { ...DOUBLES, players: { player1: ['Ana', 'Bea'], player2: ['Carla', ''] } })?.name).toBe(
      'Carla / Dani',
    );
  });

  it('tells when the last event changed the server', () => {
    const states = statesOf({}, log().serve('player1').points('1111').points('1').events);
    expect(states.map(serverChanged)).toEqual([false, true, false, false, false, true, false]);
  });
});
