import { describe, expect, it } from 'vitest';
import { namesWithPlayers, playedSetsText, setsText, teamNames } from './team-names';

const done = (player1: number, player2: number) => ({ player1, player2, finished: true, tiebreak: null });
const unfinished = (set: string) => `${set} (sin terminar)`;

describe('set lines', () => {
  it.each([
    ['no set played', [], ''],
    ['finished sets', [done(6, 3), done(4, 6)], '6-3 4-6'],
    [
      'a match ended by hand: the unfinished set marked',
      [done(6, 3), { ...done(1, 0), finished: false }],
      '6-3 1-0 (sin terminar)',
    ],
    [
      'stopped in a tie-break: its points',
      [{ player1: 6, player2: 6, finished: false, tiebreak: { player1: 5, player2: 3 } }],
      '6-6 (5-3) (sin terminar)',
    ],
  ])('%s', (_name, sets, line) => {
    expect(playedSetsText(sets, unfinished)).toBe(line);
  });

  it('writes finished sets alone for the banner', () => {
    expect(setsText([done(6, 1), done(6, 0)])).toBe('6-1 6-0');
  });
});

describe('names', () => {
  const t = (key: string) => ({ 'teams.us': 'Nosotros', 'teams.them': 'Oponentes' })[key] ?? key;

  it.each([
    [
      'singles: the players by name',
      { isDoubles: false, team1: { name: '', players: ['Ana'] }, team2: { name: '', players: ['Bea'] } },
      { player1: 'Ana', player2: 'Bea' },
    ],
    [
      'doubles without team names: each pair',
      { isDoubles: true, team1: { name: '', players: ['Ana', 'Bea'] }, team2: { name: '', players: ['', 'Dani'] } },
      { player1: 'Ana / Bea', player2: 'Dani' },
    ],
    [
      'nothing typed: the translated defaults',
      { isDoubles: false, team1: { name: '', players: [''] }, team2: { name: ' ', players: [''] } },
      { player1: 'Nosotros', player2: 'Oponentes' },
    ],
  ])('%s', (_case, config, names) => {
    expect(teamNames(config, t)).toEqual(names);
  });

  it("keeps each side's places in order, an invitee's name in theirs, for naming the server", () => {
    const config = {
      isDoubles: true,
      team1: { name: '', color: 'green' as const, players: ['Ana', 'Bea'] },
      team2: { name: 'Leones', color: 'blue' as const, players: ['', 'Dani'] },
      invitedPlayers: [{ email: 'c@example.com', name: 'Carla', position: 'team2_1' as const }],
    };
    expect(namesWithPlayers(config, t)).toEqual({
      player1: 'Ana / Bea',
      player2: 'Leones',
      players: { player1: ['Ana', 'Bea'], player2: ['Carla', 'Dani'] },
    });
  });
});
