import { describe, expect, it } from 'vitest';
import { POINT_LOG_LIMIT, pointLog } from './point-log';
import { log, STEP_MS, T0 } from './test-support';

const pair = (player1: number, player2: number) => ({ player1, player2 });

describe('pointLog', () => {
  it('is empty without points; swaps, rule changes and next_set add nothing', () => {
    expect(pointLog({}, [])).toEqual([]);
    expect(pointLog({}, log().swap().rules({ deuce: 'golden' }).nextSet().events)).toEqual([]);
  });

  it('records the scorer, the time and the score right after each point', () => {
    expect(pointLog({}, log().points('12').events)).toEqual([
      { at: T0, scorer: 'player1', set: 1, games: pair(0, 0), points: pair(1, 0) },
      { at: T0 + STEP_MS, scorer: 'player2', set: 1, games: pair(0, 0), points: pair(1, 1) },
    ]);
  });

  it('shows 0-0 points and the new games after a game point', () => {
    const [last] = pointLog({}, log().points('1111').events).slice(-1);
    expect(last).toMatchObject({ set: 1, games: pair(1, 0), points: pair(0, 0) });
  });

  it('keeps the finished set and its games on the point that won it, then moves to the next set', () => {
    const records = pointLog({}, log().games('111111').points('2').events);
    expect(records[23]).toMatchObject({ set: 1, games: pair(6, 0), points: pair(0, 0) });
    expect(records[24]).toMatchObject({ set: 2, games: pair(0, 0), points: pair(0, 1) });
  });

  it('reads tie-break points during a tie-break and gives the set 7-6 when it ends', () => {
    const records = pointLog({}, log().games('121212121212').points('1111111').events);
    expect(records[48]).toMatchObject({ set: 1, games: pair(6, 6), points: pair(1, 0) });
    expect(records[54]).toMatchObject({ set: 1, games: pair(7, 6), points: pair(0, 0) });
  });

  it('leaves out points after the end of the match', () => {
    const events = log().games('111111111111').points('2222').events;
    expect(pointLog({}, events)).toHaveLength(48);
  });

  it('keeps only the last points when over the limit, the spec keeping 2,000', () => {
    const records = pointLog({}, log().points('1212121212').events, 3);
    expect(records.map((record) => record.at)).toEqual([T0 + 7 * STEP_MS, T0 + 8 * STEP_MS, T0 + 9 * STEP_MS]);
    expect(POINT_LOG_LIMIT).toBe(2_000);
  });
});
