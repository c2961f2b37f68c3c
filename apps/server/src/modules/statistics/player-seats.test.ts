import { describe, expect, it } from 'vitest';
import type { RosterPlayer } from '../matches/match-completion';
import { gameConfig } from '../matches/test-matches';
import { matchClub, playerSeats } from './player-seats';

const player = (team: 1 | 2, position: 1 | 2, name: string, userId: string | null = null): RosterPlayer => ({
  name,
  user_id: userId,
  team,
  position,
  inNetwork: userId !== null,
  email: null,
});

describe('playerSeats', () => {
  it('seats every registered player of a doubles match with their partner and both opponents', () => {
    const roster = [
      player(1, 1, 'Ana', 'ana'),
      player(1, 2, 'Carlos'),
      player(2, 1, 'Bea', 'bea'),
      player(2, 2, 'Luis'),
    ];
    expect(playerSeats(roster, true)).toEqual([
      {
        userId: 'ana',
        side: 'player1',
        partner: { userId: null, name: 'Carlos' },
        opponents: [
          { userId: 'bea', name: 'Bea' },
          { userId: null, name: 'Luis' },
        ],
      },
      {
        userId: 'bea',
        side: 'player2',
        partner: { userId: null, name: 'Luis' },
        opponents: [
          { userId: 'ana', name: 'Ana' },
          { userId: null, name: 'Carlos' },
        ],
      },
    ]);
  });

  it('gives names-only players no seat of their own', () => {
    expect(playerSeats([player(1, 1, 'Carlos'), player(2, 1, 'Luis')], false)).toEqual([]);
  });

  it('seats singles without a partner, against the first player of the other team only', () => {
    const roster = [player(1, 1, 'Ana', 'ana'), player(1, 2, ''), player(2, 1, 'Luis'), player(2, 2, 'Nadie')];
    expect(playerSeats(roster, false)).toEqual([
      { userId: 'ana', side: 'player1', partner: null, opponents: [{ userId: null, name: 'Luis' }] },
    ]);
  });

  it('seats an account once even when the roster names it twice', () => {
    const seats = playerSeats([player(1, 1, 'Ana', 'ana'), player(2, 1, 'Ana otra vez', 'ana')], false);
    expect(seats.map((seat) => [seat.userId, seat.side])).toEqual([['ana', 'player1']]);
  });
});

describe('matchClub', () => {
  it('keeps a directory venue by id and a typed club by name only', () => {
    expect(matchClub(gameConfig({ club: { id: 'venue-1', name: 'Club Norte' } }))).toEqual({
      id: 'venue-1',
      name: 'Club Norte',
    });
    expect(matchClub(gameConfig({ club: { id: 'manual_1', name: 'Pista del barrio' } }))).toEqual({
      id: null,
      name: 'Pista del barrio',
    });
    expect(matchClub(gameConfig({ club: null }))).toBeNull();
  });
});
