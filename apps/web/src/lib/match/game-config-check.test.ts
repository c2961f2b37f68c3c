import { gameConfigSchema } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { isGameConfig } from './game-config-check';

const team = (name: string, color: string, players: unknown[]) => ({ name, color, players });

const eva = { email: 'eva@example.com', name: 'Eva', position: 'team2_1' };

const valid = {
  isDoubles: true,
  team1: team('Nosotros', 'green', ['Ana', 'Luis']),
  team2: team('', 'blue', ['', '']),
  invitedPlayers: [eva],
  club: { id: 'v1', name: 'Club Norte', courtName: '3', sessionDuration: 90 },
  sessionDuration: 90,
  tournament: { tournamentId: 't1', matchId: 'm1', round: 2 },
};

const corruptions: [string, unknown][] = [
  ['not an object', 'gameConfig'],
  ['no teams', { ...valid, team1: undefined }],
  ['an unknown colour', { ...valid, team1: team('A', 'black', ['Ana']) }],
  ['three players', { ...valid, team1: team('A', 'red', ['a', 'b', 'c']) }],
  ['no players', { ...valid, team2: team('B', 'red', []) }],
  ['a player that is not text', { ...valid, team2: team('B', 'red', [7]) }],
  ['doubles as text', { ...valid, isDoubles: 'yes' }],
  ['four invitees', { ...valid, invitedPlayers: Array(4).fill(valid.invitedPlayers[0]) }],
  ['an unknown position', { ...valid, invitedPlayers: [{ email: 'e@x.io', name: '', position: 'umpire' }] }],
  ['a club without a name', { ...valid, club: { name: '  ' } }],
  ['club minutes out of range', { ...valid, club: { name: 'C', sessionDuration: 601 } }],
  ['fractional minutes', { ...valid, sessionDuration: 60.5 }],
  ['no minutes', { ...valid, sessionDuration: undefined }],
  ['round zero', { ...valid, tournament: { tournamentId: 't', matchId: 'm', round: 0 } }],
  ['an invitee with both an address and an account', { ...valid, invitedPlayers: [{ ...eva, userId: 'u1' }] }],
  ['an invitee with neither', { ...valid, invitedPlayers: [{ name: 'Eva', position: 'team2_1' }] }],
  ['an unknown field', { ...valid, score: 3 }],
  ['an unknown team field', { ...valid, team1: { ...valid.team1, captain: 'Ana' } }],
];

describe('isGameConfig', () => {
  it.each([
    ['a full configuration', valid],
    [
      'an invitee by account (a player of the network) beside one by e-mail',
      { ...valid, invitedPlayers: [eva, { userId: 'user-42', name: 'Luis', position: 'team1_2' }] },
    ],
    [
      'singles without club, invitees or tournament',
      {
        ...valid,
        isDoubles: false,
        team1: team('', 'pink', ['']),
        team2: team('', 'orange', ['']),
        invitedPlayers: [],
        club: null,
        tournament: null,
      },
    ],
  ])('accepts %s, as the schema does', (_name, config) => {
    expect(gameConfigSchema.safeParse(config).success).toBe(true);
    expect(isGameConfig(config)).toBe(true);
  });

  it.each(corruptions)('refuses %s, as the schema does', (_name, config) => {
    expect(gameConfigSchema.safeParse(config).success).toBe(false);
    expect(isGameConfig(config)).toBe(false);
  });
});
