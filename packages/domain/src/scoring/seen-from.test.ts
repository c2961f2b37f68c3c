import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_NAMES } from './announcements';
import type { Side } from './score-state';
import { resultFor, type Seat, seatOf, seenFrom, withScorer } from './seen-from';
import { type SeatedInvitee, type SidesConfig, sideName } from './side-name';

const ES = DEFAULT_TEAM_NAMES.es;
const team = (name: string, ...players: string[]) => ({ name, players });
const singles = (team1: SidesConfig['team1'], team2: SidesConfig['team2'], invitedPlayers: SeatedInvitee[] = []) => ({
  isDoubles: false,
  team1,
  team2,
  invitedPlayers,
});
const doubles = (team1: SidesConfig['team1'], team2: SidesConfig['team2']) => ({
  ...singles(team1, team2),
  isDoubles: true,
});

describe('seatOf', () => {
  it.each<[string, Seat | null]>([
    ['team1_1', { side: 'player1', index: 0 }],
    ['team1_2', { side: 'player1', index: 1 }],
    ['team2_1', { side: 'player2', index: 0 }],
    ['team2_2', { side: 'player2', index: 1 }],
    ['team3_1', null],
    ['team2_1 ', null],
    ['', null],
  ])('%j', (position, seat) => {
    expect(seatOf(position)).toEqual(seat);
  });
});

describe('seenFrom', () => {
  const singles: SidesConfig = {
    isDoubles: false,
    team1: { name: '', players: ['Ana'] },
    team2: { name: '', players: [''] },
    invitedPlayers: [{ name: 'Bea', position: 'team2_1' }],
  };
  const doubles: SidesConfig = {
    isDoubles: true,
    team1: { name: 'Leones', players: ['Ana', ''] },
    team2: { name: '', players: ['', 'Dani'] },
    invitedPlayers: [
      { name: 'Carla', position: 'team1_2' },
      { name: 'Bea', position: 'team2_1' },
    ],
  };

  it.each<[string, SidesConfig, Seat, ReturnType<typeof seenFrom>]>([
    [
      'an invited rival in singles plays alone against the scorer',
      singles,
      { side: 'player2', index: 0 },
      { side: 'player2', partner: '', rivals: 'Ana' },
    ],
    [
      'a rival in doubles: their partner, and the other team by its name',
      doubles,
      { side: 'player2', index: 0 },
      { side: 'player2', partner: 'Dani', rivals: 'Leones' },
    ],
    [
      "the scorer's partner: the scorer beside them, the rivals' players joined",
      doubles,
      { side: 'player1', index: 1 },
      { side: 'player1', partner: 'Ana', rivals: 'Bea / Dani' },
    ],
  ])('%s', (_case, config, seat, seen) => {
    expect(seenFrom(config, seat, ES)).toEqual(seen);
  });
});

describe('resultFor', () => {
  it.each<[Side | 'draw' | null, Side, ReturnType<typeof resultFor>]>([
    ['player2', 'player2', 'won'],
    ['player1', 'player2', 'lost'],
    ['player1', 'player1', 'won'],
    ['draw', 'player2', 'draw'],
    [null, 'player1', null],
  ])('%s for %s is %s', (result, side, outcome) => {
    expect(resultFor(result, side)).toBe(outcome);
  });
});

describe('withScorer', () => {
  it.each<[string, SidesConfig, Side, string]>([
    ['names the scorer where nobody typed a name', singles(team(''), team('', 'Bea')), 'player1', 'Carlos'],
    ['beside a typed partner in doubles', doubles(team('', '', 'Ana'), team('', '', '')), 'player1', 'Carlos / Ana'],
    ['keeps a name typed in their place', singles(team('', 'Carla'), team('', 'Bea')), 'player1', 'Carla'],
    ['keeps a team name', singles(team('Leones', ''), team('', 'Bea')), 'player1', 'Leones'],
    [
      'leaves the place to an invitee who holds it (a match scored for others)',
      singles(team('', ''), team('', 'Bea'), [{ name: 'Eva', position: 'team1_1' }]),
      'player1',
      'Eva',
    ],
    ['never names the rivals by the scorer', singles(team('', ''), team('', '')), 'player2', 'Oponentes'],
  ])('%s', (_case, config, side, name) => {
    expect(sideName(withScorer(config, 'Carlos'), side, ES)).toBe(name);
  });
});
