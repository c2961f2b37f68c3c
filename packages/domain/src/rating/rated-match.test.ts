import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRatedMatch, firstStanding, type PlayerStanding, type RatedLineup, ratedLineup } from './rated-match';
import type { RatedWinner } from './skill-rating';

const seat = (team: 1 | 2, user_id: string | null) => ({ team, user_id });

describe('ratedLineup', () => {
  it.each([
    ['singles', [seat(1, 'a'), seat(2, 'b')], { team1: ['a'], team2: ['b'] }],
    ['doubles', [seat(1, 'a'), seat(1, 'b'), seat(2, 'c'), seat(2, 'd')], { team1: ['a', 'b'], team2: ['c', 'd'] }],
    ['a typed name', [seat(1, 'a'), seat(2, null)], null],
    ['a missing team', [seat(1, 'a'), seat(1, 'b')], null],
    ['uneven teams', [seat(1, 'a'), seat(1, 'b'), seat(2, 'c')], null],
    ['a player twice', [seat(1, 'a'), seat(2, 'a')], null],
    ['nobody', [], null],
  ] as const)('%s', (_, seats, lineup) => {
    expect(ratedLineup(seats)).toEqual(lineup);
  });
});

describe('applyRatedMatch', () => {
  const newcomer = () => firstStanding(null);

  it('counts the match for everyone and the win for the winners', () => {
    const after = applyRatedMatch({ team1: ['a', 'b'], team2: ['c', 'd'] }, 'team2', newcomer);
    expect([...after.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(after.get('a')).toMatchObject({ ratedMatches: 1, wins: 0 });
    expect(after.get('d')).toMatchObject({ ratedMatches: 1, wins: 1 });
  });

  it('seeds a newcomer from the declared level', () => {
    const declared = firstStanding('profesional');
    const after = applyRatedMatch({ team1: ['pro'], team2: ['new'] }, 'team1', (id) =>
      id === 'pro' ? declared : newcomer(),
    );
    expect(after.get('pro')?.mu).toBeGreaterThan(declared.mu);
  });

  /** Replays matches over a table of standings, as the server and its recompute do. */
  const replay = (matches: readonly { lineup: RatedLineup; winner: RatedWinner }[]) => {
    const table = new Map<string, PlayerStanding>();
    for (const { lineup, winner } of matches) {
      for (const [id, standing] of applyRatedMatch(lineup, winner, (id) => table.get(id) ?? newcomer())) {
        table.set(id, standing);
      }
    }
    return table;
  };

  const history = fc.array(
    fc.record({
      lineup: fc.constantFrom<RatedLineup>(
        { team1: ['a'], team2: ['b'] },
        { team1: ['b', 'c'], team2: ['a', 'd'] },
        { team1: ['c'], team2: ['d'] },
      ),
      winner: fc.constantFrom<RatedWinner>('team1', 'team2'),
    }),
    { maxLength: 6 },
  );
  const twoUnrelated = fc.record({
    first: fc.record({
      lineup: fc.constant<RatedLineup>({ team1: ['a', 'b'], team2: ['c', 'd'] }),
      winner: fc.constantFrom<RatedWinner>('team1', 'team2'),
    }),
    second: fc.record({
      lineup: fc.constant<RatedLineup>({ team1: ['e'], team2: ['f'] }),
      winner: fc.constantFrom<RatedWinner>('team1', 'team2'),
    }),
  });

  it('gives the same standings whichever of two unrelated matches is saved first', () => {
    fc.assert(
      fc.property(history, twoUnrelated, (before, { first, second }) => {
        expect(replay([...before, first, second])).toEqual(replay([...before, second, first]));
      }),
    );
  });

  it('never shrinks a player’s counts nor grows their sigma', () => {
    fc.assert(
      fc.property(history, (matches) => {
        const table = new Map<string, PlayerStanding>();
        for (const { lineup, winner } of matches) {
          for (const [id, standing] of applyRatedMatch(lineup, winner, (id) => table.get(id) ?? newcomer())) {
            const before = table.get(id) ?? newcomer();
            expect(standing.sigma).toBeLessThanOrEqual(before.sigma);
            expect(standing.ratedMatches).toBe(before.ratedMatches + 1);
            table.set(id, standing);
          }
        }
      }),
    );
  });
});
