import { describe, expect, it } from 'vitest';
import { periodKeys } from './leaderboard-period';

describe('periodKeys', () => {
  it.each([
    ['2026-11-26T20:00:00Z', '2026', '2026-11'],
    ['2026-01-01T00:00:00Z', '2026', '2026-01'],
    ['2025-12-31T23:59:59.999Z', '2025', '2025-12'],
  ])('%s is in %s and %s (UTC)', (at, year, month) => {
    expect(periodKeys(Date.parse(at))).toEqual({ year, month });
  });
});
