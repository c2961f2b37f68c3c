import { describe, expect, it } from 'vitest';
import type { TournamentMatchStatus } from './current-match';
import { currentAndUpcoming, UPCOMING_MATCHES_SHOWN } from './current-match';

const match = (roundNumber: number, court: number, status: TournamentMatchStatus) => ({
  id: `${roundNumber}-${court}`,
  roundNumber,
  court,
  status,
});
const ids = (matches: { id: string }[]) => matches.map((m) => m.id);

describe('currentAndUpcoming', () => {
  it('shows three upcoming matches', () => {
    expect(UPCOMING_MATCHES_SHOWN).toBe(3);
  });

  it.each([
    {
      name: 'a playing match is current, wherever it is',
      matches: [match(1, 1, 'completed'), match(1, 2, 'pending'), match(2, 1, 'playing'), match(2, 2, 'pending')],
      currentRound: 1,
      current: '2-1',
      upcoming: ['1-2', '2-2'],
    },
    {
      name: 'without one, the first pending match of the current round',
      matches: [match(1, 1, 'completed'), match(1, 2, 'completed'), match(2, 1, 'completed'), match(2, 2, 'pending')],
      currentRound: 2,
      current: '2-2',
      upcoming: [],
    },
    {
      name: 'the first playing one when two are playing',
      matches: [match(1, 2, 'playing'), match(1, 1, 'playing')],
      currentRound: 1,
      current: '1-1',
      upcoming: [],
    },
    {
      name: 'no current match when nothing plays and the current round has nothing pending',
      matches: [match(1, 1, 'completed'), match(2, 1, 'pending')],
      currentRound: 1,
      current: null,
      upcoming: ['2-1'],
    },
    {
      name: 'upcoming stops at three, in schedule order, without the current match',
      matches: [
        match(3, 1, 'pending'),
        match(2, 2, 'pending'),
        match(2, 1, 'pending'),
        match(1, 2, 'pending'),
        match(1, 1, 'pending'),
      ],
      currentRound: 1,
      current: '1-1',
      upcoming: ['1-2', '2-1', '2-2'],
    },
    { name: 'nothing at all', matches: [], currentRound: 1, current: null, upcoming: [] },
  ])('$name', ({ matches, currentRound, current, upcoming }) => {
    const result = currentAndUpcoming(matches, currentRound);
    expect(result.current?.id ?? null).toBe(current);
    expect(ids(result.upcoming)).toEqual(upcoming);
  });

  it('does not reorder or change the list it is given', () => {
    const matches = [match(2, 1, 'pending'), match(1, 1, 'pending')];
    const copy = structuredClone(matches);
    currentAndUpcoming(matches, 1);
    expect(matches).toEqual(copy);
  });
});
