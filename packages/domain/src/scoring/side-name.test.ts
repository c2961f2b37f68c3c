import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_NAMES } from './announcements';
import type { Side } from './score-state';
import { type SeatedInvitee, type SidesConfig, seatedPlayers, sideName, sideNames } from './side-name';

const ES = DEFAULT_TEAM_NAMES.es;
const team = (name: string, ...players: string[]) => ({ name, players });
const singles = (team1: SidesConfig['team1'], team2: SidesConfig['team2'], invitedPlayers?: SeatedInvitee[]) => ({
  isDoubles: false,
  team1,
  team2,
  ...(invitedPlayers ? { invitedPlayers } : {}),
});
const doubles = (team1: SidesConfig['team1'], team2: SidesConfig['team2'], invitedPlayers?: SeatedInvitee[]) => ({
  ...singles(team1, team2, invitedPlayers),
  isDoubles: true,
});

describe('sideName', () => {
  it.each<[string, SidesConfig, Side, string]>([
    ['a typed team name wins over the players', singles(team('Leones', 'Ana'), team('', 'Bea')), 'player1', 'Leones'],
    ['singles: the player', singles(team('', 'Ana'), team('', 'Bea')), 'player2', 'Bea'],
    ['singles: the player, trimmed', singles(team('  ', '  Ana  '), team('', '')), 'player1', 'Ana'],
    ['singles: nothing typed, the default', singles(team('', 'Ana'), team('', '')), 'player2', 'Oponentes'],
    ['singles: only the first place counts', singles(team('', '', 'Eva'), team('', '')), 'player1', 'Nosotros'],
    ['doubles: both players joined', doubles(team('', 'Ana', 'Bea'), team('', '', '')), 'player1', 'Ana / Bea'],
    ['doubles: one player typed, that name', doubles(team('', '', 'Bea'), team('', '', '')), 'player1', 'Bea'],
    ['doubles: nothing typed, the default', doubles(team('', 'Ana', 'Bea'), team('', '', '')), 'player2', 'Oponentes'],
    ['doubles: a team name wins', doubles(team('', 'Ana'), team(' Tigres ', 'Carla', 'Dani')), 'player2', 'Tigres'],
    [
      'an invitee names a place nobody typed',
      singles(team('', 'Ana'), team('', ''), [{ name: 'Bea', position: 'team2_1' }]),
      'player2',
      'Bea',
    ],
    [
      'a typed name wins over the invitee of its place',
      singles(team('', 'Ana'), team('', 'Beatriz'), [{ name: 'Bea', position: 'team2_1' }]),
      'player2',
      'Beatriz',
    ],
    [
      'doubles: the invitee beside a typed partner',
      doubles(team('', 'Ana', ''), team('', '', ''), [{ name: ' Carla ', position: 'team1_2' }]),
      'player1',
      'Ana / Carla',
    ],
    [
      'singles: an invitee of a doubles place is not a player',
      singles(team('', ''), team('', ''), [{ name: 'Eva', position: 'team2_2' }]),
      'player2',
      'Oponentes',
    ],
  ])('%s', (_case, config, side, name) => {
    expect(sideName(config, side, ES)).toBe(name);
  });

  it('says the defaults in the language asked for', () => {
    expect(sideNames(doubles(team('', '', ''), team('', '', '')), DEFAULT_TEAM_NAMES.en)).toEqual({
      player1: 'Us',
      player2: 'Them',
    });
  });
});

describe('seatedPlayers', () => {
  it.each<[string, SidesConfig, Side, string[]]>([
    ['singles has one place', singles(team('', 'Ana', 'Eva'), team('', '')), 'player1', ['Ana']],
    ['doubles has two, in order', doubles(team('', '', 'Bea'), team('', '')), 'player1', ['', 'Bea']],
    [
      'an invitee fills their own place only',
      doubles(team('', 'Ana', ''), team('', '', ''), [{ name: 'Dani', position: 'team2_2' }]),
      'player2',
      ['', 'Dani'],
    ],
  ])('%s', (_case, config, side, players) => {
    expect(seatedPlayers(config, side)).toEqual(players);
  });
});
