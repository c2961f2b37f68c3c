import { describe, expect, it } from 'vitest';
import { isProvisional, levelTenths, PROVISIONAL_MATCHES, skillLevel } from './level';
import { MU_AT_LEVEL_ZERO, MU_PER_LEVEL } from './skill-rating';

describe('skillLevel', () => {
  it.each([
    [25, 3.5],
    [7.5, 0],
    [42.5, 7],
    [-10, 0],
    [60, 7],
    [27.5, 4],
    [25.24, 3.5],
    [25.26, 3.6],
    [12.5, 1],
  ])('mu %d is level %d', (mu, level) => {
    expect(skillLevel({ mu })).toBe(level);
  });

  it('stores whole tenths between 0 and 70', () => {
    expect(levelTenths({ mu: MU_AT_LEVEL_ZERO + 1.23 * MU_PER_LEVEL })).toBe(12);
    expect(levelTenths({ mu: Number.MAX_VALUE })).toBe(70);
  });
});

describe('isProvisional', () => {
  it.each([
    [0, true],
    [PROVISIONAL_MATCHES - 1, true],
    [PROVISIONAL_MATCHES, false],
    [200, false],
  ])('%i rated matches: provisional %s', (matches, provisional) => {
    expect(isProvisional(matches)).toBe(provisional);
  });
});
