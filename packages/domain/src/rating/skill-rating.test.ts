import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelTenths } from './level';
import { initialRating, RATING_MU, RATING_SIGMA, type RatedWinner, rateMatch, type SkillRating } from './skill-rating';

const rating = fc.record({
  mu: fc.double({ min: 0, max: 50, noNaN: true }),
  sigma: fc.double({ min: 0.5, max: RATING_SIGMA, noNaN: true }),
});
/** Singles or doubles: both teams the same size. */
const teams = fc.integer({ min: 1, max: 2 }).chain((size) =>
  fc.record({
    team1: fc.array(rating, { minLength: size, maxLength: size }),
    team2: fc.array(rating, { minLength: size, maxLength: size }),
  }),
);
const winner = fc.constantFrom<RatedWinner>('team1', 'team2');

describe('initialRating', () => {
  it.each([
    ['principiante', 2],
    ['intermedio', 3.5],
    ['avanzado', 5],
    ['profesional', 6],
    [null, 3.5],
  ] as const)('%s starts at level %d with the full starting sigma', (declared, level) => {
    const seeded = initialRating(declared);
    expect(levelTenths(seeded)).toBe(level * 10);
    expect(seeded.sigma).toBe(RATING_SIGMA);
  });

  it('puts an undeclared player at the library mean', () => {
    expect(initialRating(null).mu).toBe(RATING_MU);
  });
});

describe('rateMatch', () => {
  it('moves two newcomers apart by the same amount in singles', () => {
    const start = initialRating(null);
    const { team1, team2 } = rateMatch({ team1: [start], team2: [start] }, 'team1');
    const [won, lost] = [team1[0] as SkillRating, team2[0] as SkillRating];
    expect(won.mu).toBeGreaterThan(RATING_MU);
    expect(lost.mu).toBeLessThan(RATING_MU);
    expect(won.mu - RATING_MU).toBeCloseTo(RATING_MU - lost.mu, 9);
    expect(won.sigma).toBeLessThan(RATING_SIGMA);
  });

  it('gives the less certain partner of a doubles pair the larger share of the change', () => {
    const sure = { mu: 25, sigma: 2 };
    const unsure = { mu: 25, sigma: 8 };
    const { team1 } = rateMatch({ team1: [sure, unsure], team2: [initialRating(null), initialRating(null)] }, 'team1');
    const [a, b] = team1 as [SkillRating, SkillRating];
    expect(b.mu - unsure.mu).toBeGreaterThan(a.mu - sure.mu);
  });

  it('never lowers a winner nor raises a loser', () => {
    fc.assert(
      fc.property(teams, winner, (before, won) => {
        const after = rateMatch(before, won);
        const lost = won === 'team1' ? 'team2' : 'team1';
        after[won].forEach((player, i) => {
          expect(player.mu).toBeGreaterThanOrEqual((before[won][i] as SkillRating).mu);
        });
        after[lost].forEach((player, i) => {
          expect(player.mu).toBeLessThanOrEqual((before[lost][i] as SkillRating).mu);
        });
      }),
    );
  });

  it('never grows anyone’s sigma', () => {
    fc.assert(
      fc.property(teams, winner, (before, won) => {
        const after = rateMatch(before, won);
        for (const team of ['team1', 'team2'] as const) {
          after[team].forEach((player, i) => {
            expect(player.sigma).toBeLessThanOrEqual((before[team][i] as SkillRating).sigma);
          });
        }
      }),
    );
  });

  it('gives mirrored results when the teams swap sides', () => {
    fc.assert(
      fc.property(teams, winner, (before, won) => {
        const straight = rateMatch(before, won);
        const swapped = rateMatch({ team1: before.team2, team2: before.team1 }, won === 'team1' ? 'team2' : 'team1');
        const close = (a: readonly SkillRating[], b: readonly SkillRating[]) =>
          a.forEach((player, i) => {
            expect(player.mu).toBeCloseTo((b[i] as SkillRating).mu, 9);
            expect(player.sigma).toBeCloseTo((b[i] as SkillRating).sigma, 9);
          });
        close(straight.team1, swapped.team2);
        close(straight.team2, swapped.team1);
      }),
    );
  });
});
