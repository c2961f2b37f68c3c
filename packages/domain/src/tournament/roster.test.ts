import { describe, expect, it } from 'vitest';
import type { TournamentRoster } from './roster';
import { addLatePlayer, rosterStandings, withdrawPlayer } from './roster';
import { inputErrorCode } from './test-support';
import type { TournamentRound } from './tournament-round';

const FOUR: TournamentRoster = { players: ['Ana', 'Bea', 'Cris', 'Dani'], withdrawn: [] };
const FIVE: TournamentRoster = { players: [...FOUR.players, 'Eva'], withdrawn: [] };

describe('addLatePlayer', () => {
  it('adds the player last, the roster given unchanged', () => {
    expect(addLatePlayer(FOUR, 'Eva')).toEqual(FIVE);
    expect(FOUR.players).toHaveLength(4);
  });

  it.each([
    ['an empty name', FOUR, '  ', 'invalid_player_name'],
    ['a name already in', FOUR, ' bea ', 'duplicate_player'],
    ['the name of a withdrawn player', { players: FOUR.players, withdrawn: ['Eva'] }, 'EVA', 'duplicate_player'],
  ] as const)('refuses %s', (_name, roster, name, code) => {
    expect(inputErrorCode(() => addLatePlayer(roster, name))).toBe(code);
  });
});

describe('withdrawPlayer', () => {
  it('moves the player to the withdrawn list with the spelling they had', () => {
    expect(withdrawPlayer(FIVE, 'cris')).toEqual({ players: ['Ana', 'Bea', 'Dani', 'Eva'], withdrawn: ['Cris'] });
  });

  it.each([
    ['a name never in', FIVE, 'Zoe', 'unknown_player', /not a player/],
    ['a player already withdrawn', { players: FOUR.players, withdrawn: ['Eva'] }, 'Eva', 'unknown_player', /already/],
    ['a fourth player', FOUR, 'Ana', 'too_few_players', /leave 3 players/],
  ] as const)('refuses %s', (_name, roster, name, code, message) => {
    expect(inputErrorCode(() => withdrawPlayer(roster, name))).toBe(code);
    expect(() => withdrawPlayer(roster, name)).toThrow(message);
  });
});

describe('rosterStandings', () => {
  const rounds: TournamentRound[] = [
    {
      number: 1,
      matches: [{ court: 1, team1: ['Ana', 'Bea'], team2: ['Cris', 'Dani'], score: { team1: 15, team2: 6 } }],
      resting: ['Eva'],
    },
    {
      number: 2,
      matches: [{ court: 1, team1: ['Ana', 'Cris'], team2: ['Eva', 'Dani'], score: { team1: 10, team2: 11 } }],
      resting: ['Bea'],
    },
  ];

  it('keeps a withdrawn player in their place, marked, and a late player with nothing played', () => {
    const roster = addLatePlayer(withdrawPlayer(FIVE, 'Bea'), 'Fede');
    const rows = rosterStandings(roster, rounds);
    expect(rows.map((row) => [row.player, row.pointDifference, row.matchesPlayed, row.withdrawn])).toEqual([
      ['Bea', 9, 1, true],
      ['Ana', 8, 2, false],
      ['Eva', 1, 1, false],
      ['Fede', 0, 0, false],
      ['Dani', -8, 2, false],
      ['Cris', -10, 2, false],
    ]);
  });
});
