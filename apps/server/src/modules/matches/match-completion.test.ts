import { initialScore, type ScoreState, type Side, scoreMatch } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { matchRoster, participantsOf, scoreLine, unregisteredInvitees } from './match-completion';
import { gameConfig } from './test-matches';

const creator = { id: 'user-creator', email: 'Carlos@Example.com', name: 'Carlos Ruiz' };
/** Invitee accounts: addresses with an account, and the creator's connections by id. */
const accounts = (byEmail: [string, string][] = [], connected: [string, string][] = []) => ({
  byEmail: new Map(byEmail),
  connected: new Map(connected),
});
const points = (pattern: string): Side[] => [...pattern].map((char) => (char === '1' ? 'player1' : 'player2'));
const score = (pattern: string) => scoreMatch({}, points(pattern));
const games = (pattern: string) => [...pattern].map((char) => char.repeat(4)).join('');

describe('scoreLine', () => {
  it.each<[string, ScoreState, string]>([
    ['nothing played', initialScore(), '0-0'],
    ['points only', score('1'), '0-0'],
    ['games of the set in play', score(games('112')), '2-1'],
    ['finished sets and the set in play', score(games('111111') + games('2')), '6-0, 0-1'],
    ['a finished match, without an empty set after it', score(games('222222222222')), '0-6, 0-6'],
    ['a tie-break in play', score(`${games('121212121212')}112`), '6-6 (2-1)'],
  ])('%s', (_label, state, line) => {
    expect(scoreLine(state)).toBe(line);
  });
});

describe('matchRoster', () => {
  it('fills slots with typed names, else the invitee, and takes team 1 player 1 for the creator', () => {
    const config = gameConfig({
      team1: { name: '', color: 'green', players: ['', 'Ana'] },
      team2: { name: '', color: 'blue', players: ['', ''] },
      invitedPlayers: [{ email: 'Luis@Example.com', name: 'Luis', position: 'team2_1' }],
    });
    expect(matchRoster(config, creator, accounts([['luis@example.com', 'user-luis']]))).toEqual([
      { name: 'Carlos Ruiz', user_id: 'user-creator', team: 1, position: 1, inNetwork: true, email: null },
      { name: 'Ana', user_id: null, team: 1, position: 2, inNetwork: false, email: null },
      { name: 'Luis', user_id: 'user-luis', team: 2, position: 1, inNetwork: true, email: 'luis@example.com' },
      { name: '', user_id: null, team: 2, position: 2, inNetwork: false, email: null },
    ]);
  });

  it('lists singles players once and lets an invitee take team 1 player 1', () => {
    const config = gameConfig({
      isDoubles: false,
      team1: { name: '', color: 'green', players: [''] },
      team2: { name: '', color: 'blue', players: ['Rival'] },
      invitedPlayers: [{ email: 'ana@example.com', name: 'Ana', position: 'team1_1' }],
    });
    expect(matchRoster(config, creator, accounts()).map((player) => [player.name, player.user_id])).toEqual([
      ['Ana', null],
      ['Rival', null],
    ]);
  });
});

describe('participants and invitations', () => {
  const config = gameConfig({
    invitedPlayers: [
      { email: 'ana@example.com', name: ' Ana ', position: 'team1_2' },
      { email: 'ANA@example.com', name: 'Ana again', position: 'team2_1' },
      { email: 'carlos@example.com', name: 'Me', position: 'team2_2' },
    ],
  });

  it('stores the creator and each other invitee once per e-mail', () => {
    expect(participantsOf('m1', config, creator, accounts())).toEqual([
      {
        matchId: 'm1',
        userId: 'user-creator',
        role: 'creator',
        playerName: 'Carlos Ruiz',
        playerEmail: 'carlos@example.com',
      },
      { matchId: 'm1', userId: null, role: 'participant', playerName: 'Ana', playerEmail: 'ana@example.com' },
    ]);
  });

  it('invites only addresses without an account, once each, never the creator', () => {
    expect(unregisteredInvitees(config, creator, accounts())).toEqual(['ana@example.com']);
    expect(unregisteredInvitees(config, creator, accounts([['ana@example.com', 'user-ana']]))).toEqual([]);
  });
});

describe('invitees by account (decision 031)', () => {
  const config = gameConfig({
    team1: { name: '', color: 'green', players: ['', ''] },
    team2: { name: '', color: 'blue', players: ['', ''] },
    invitedPlayers: [
      { userId: 'user-luis', name: 'Luis', position: 'team1_2' },
      { userId: 'user-stranger', name: 'Eva', position: 'team2_1' },
      { email: 'luis@example.com', name: 'Luis otra vez', position: 'team2_2' },
    ],
  });
  const luisConnected = accounts([['luis@example.com', 'user-luis']], [['user-luis', 'luis@example.com']]);

  it('seats a connection as a participant with their account, once, and a stranger as a name only', () => {
    expect(participantsOf('m1', config, creator, luisConnected).slice(1)).toEqual([
      { matchId: 'm1', userId: 'user-luis', role: 'participant', playerName: 'Luis', playerEmail: 'luis@example.com' },
    ]);
    const roster = matchRoster(config, creator, luisConnected).map((player) => [player.name, player.user_id]);
    expect(roster).toEqual([
      ['Carlos Ruiz', 'user-creator'],
      ['Luis', 'user-luis'],
      ['Eva', null],
      ['Luis otra vez', 'user-luis'],
    ]);
  });

  it('writes to no one invited by account, connected or not', () => {
    expect(unregisteredInvitees(config, creator, luisConnected)).toEqual([]);
    expect(unregisteredInvitees(config, creator, accounts())).toEqual(['luis@example.com']);
  });

  it('keeps an invitee who is no longer a connection off the participants', () => {
    const byAccountOnly = gameConfig({ invitedPlayers: [{ userId: 'user-luis', name: 'Luis', position: 'team1_2' }] });
    expect(participantsOf('m1', byAccountOnly, creator, accounts())).toHaveLength(1);
  });
});
