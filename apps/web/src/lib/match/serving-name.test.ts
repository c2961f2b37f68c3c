import type { PublicLiveMatch } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { servingName } from './serving-name';

const label = (side: 'player1' | 'player2') => (side === 'player1' ? 'Los Rápidos' : 'Equipo 2');
const view = (
  server: PublicLiveMatch['server'],
  isDoubles = true,
): Pick<PublicLiveMatch, 'isDoubles' | 'team1' | 'team2' | 'server'> => ({
  isDoubles,
  team1: { name: 'Los Rápidos', color: 'green', players: ['Carlos', 'Ana'] },
  team2: { name: '', color: 'blue', players: ['Luis', ' '] },
  server,
});

describe('the serving name', () => {
  it("is the serving player's name in doubles", () => {
    expect(servingName(view({ team: 'player1', player: 1, court: 'deuce' }), label)).toBe('Ana');
  });

  it("is the team's label for a player with no name, and in singles", () => {
    expect(servingName(view({ team: 'player2', player: 1, court: 'ad' }), label)).toBe('Equipo 2');
    expect(servingName(view({ team: 'player1', player: 0, court: 'deuce' }, false), label)).toBe('Los Rápidos');
  });

  it('is null when nobody can tell who serves', () => {
    expect(servingName(view(null), label)).toBeNull();
  });
});
