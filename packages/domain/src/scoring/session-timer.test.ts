import { describe, expect, it } from 'vitest';
import { isStartExpired, sessionTimer, timerLevel } from './session-timer';

const MIN = 60_000;
const START = 1_700_000_000_000;

describe('sessionTimer', () => {
  it.each([
    ['just started', 0, 60, 0, 60 * MIN, 'normal'],
    ['15 minutes left is still normal', 45 * MIN, 60, 45 * MIN, 15 * MIN, 'normal'],
    ['under 15 minutes left is orange', 45 * MIN + 1, 60, 45 * MIN + 1, 15 * MIN - 1, 'orange'],
    ['5 minutes left is still orange', 55 * MIN, 60, 55 * MIN, 5 * MIN, 'orange'],
    ['under 5 minutes left is red', 55 * MIN + 1, 60, 55 * MIN + 1, 5 * MIN - 1, 'red'],
    ['0 left has ended', 60 * MIN, 60, 60 * MIN, 0, 'ended'],
    ['past the end: remaining stays 0', 75 * MIN, 60, 75 * MIN, 0, 'ended'],
    ['a 90-minute club session', 70 * MIN, 90, 70 * MIN, 20 * MIN, 'normal'],
    ['a 30-minute session starts normal', 0, 30, 0, 30 * MIN, 'normal'],
    ['a 30-minute session after 16 minutes', 16 * MIN, 30, 16 * MIN, 14 * MIN, 'orange'],
  ] as const)('%s', (_name, elapsed, minutes, elapsedMs, remainingMs, level) => {
    expect(sessionTimer(START, START + elapsed, minutes)).toEqual({
      status: 'running',
      elapsedMs,
      remainingMs,
      sessionMs: minutes * MIN,
      level,
    });
  });

  it('defaults to a 60-minute session', () => {
    expect(sessionTimer(START, START + 10 * MIN)).toMatchObject({ sessionMs: 60 * MIN, remainingMs: 50 * MIN });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('treats a session length of %s as 60 minutes', (minutes) => {
    expect(sessionTimer(START, START, minutes)).toMatchObject({ sessionMs: 60 * MIN });
  });

  it('counts a start in the future (clock skew) as just started', () => {
    expect(sessionTimer(START, START - 5_000)).toMatchObject({ elapsedMs: 0, remainingMs: 60 * MIN });
  });

  it('is expired when the stored start is older than 24 hours', () => {
    expect(sessionTimer(START, START + 24 * 60 * MIN + 1)).toEqual({ status: 'expired' });
  });

  it('is not expired at exactly 24 hours', () => {
    expect(sessionTimer(START, START + 24 * 60 * MIN)).toMatchObject({ status: 'running', level: 'ended' });
  });
});

describe('isStartExpired', () => {
  it.each([
    [0, false],
    [23 * 60 * MIN, false],
    [24 * 60 * MIN, false],
    [24 * 60 * MIN + 1, true],
    [48 * 60 * MIN, true],
  ])('after %i ms: %s', (age, expired) => {
    expect(isStartExpired(START, START + age)).toBe(expired);
  });

  it('treats an unreadable start as expired', () => {
    expect(isStartExpired(Number.NaN, START)).toBe(true);
  });
});

describe('timerLevel', () => {
  it.each([
    [60 * MIN, 'normal'],
    [15 * MIN, 'normal'],
    [15 * MIN - 1, 'orange'],
    [5 * MIN, 'orange'],
    [5 * MIN - 1, 'red'],
    [1, 'red'],
    [0, 'ended'],
    [-1, 'ended'],
  ] as const)('%i ms left is %s', (remaining, level) => {
    expect(timerLevel(remaining)).toBe(level);
  });
});
