import { describe, expect, it } from 'vitest';
import { communityAnswer, lastWeekStarts } from './community-answer';

describe('lastWeekStarts', () => {
  it('lists the Mondays of the last weeks, oldest first, the current one last', () => {
    expect(lastWeekStarts(new Date('2026-11-26T12:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(lastWeekStarts(new Date('2027-01-03T23:00:00Z'), 2)).toEqual(['2026-12-21', '2026-12-28']);
  });
});

describe('communityAnswer', () => {
  it('totals the sports, averages the length, shares golden points over padel games and zero-fills the series', () => {
    const answer = communityAnswer(
      {
        players: 7,
        topClubs: [{ key: 'venue:v1', name: 'Club Norte', matches: 2 }],
        sums: [
          { metric: 'matches', key: 'padel', n: 3 },
          { metric: 'matches', key: 'tennis', n: 1 },
          { metric: 'points', key: 'padel', n: 300 },
          { metric: 'points', key: 'tennis', n: 100 },
          { metric: 'games', key: 'padel', n: 40 },
          { metric: 'games', key: 'tennis', n: 20 },
          { metric: 'deciding_points', key: 'padel', n: 10 },
          { metric: 'deciding_points', key: 'tennis', n: 5 },
          { metric: 'duration_ms', key: 'padel', n: 9_000_000 },
          { metric: 'duration_ms', key: 'tennis', n: 3_000_000 },
          { metric: 'week', key: '2026-11-23', n: 4 },
          { metric: 'weekday', key: '7', n: 4 },
          { metric: 'hour', key: '18', n: 4 },
        ],
      },
      ['2026-11-16', '2026-11-23'],
    );
    expect(answer).toMatchObject({
      players: 7,
      matches: 4,
      points: 400,
      averageMatchMs: 3_000_000,
      goldenPointShare: 0.25,
      bySport: [
        { sport: 'tennis', matches: 1, points: 100 },
        { sport: 'padel', matches: 3, points: 300 },
      ],
      perWeek: [
        { weekStart: '2026-11-16', matches: 0 },
        { weekStart: '2026-11-23', matches: 4 },
      ],
      topClubs: [{ key: 'venue:v1', name: 'Club Norte', matches: 2 }],
    });
    expect(answer.byWeekday.find((day) => day.day === 7)?.matches).toBe(4);
    expect(answer.byHour).toHaveLength(24);
    expect(answer.byHour.find((hour) => hour.hour === 18)?.matches).toBe(4);
  });

  it('answers nulls for the length and the share before any match', () => {
    const answer = communityAnswer({ players: 0, topClubs: [], sums: [] }, ['2026-11-23']);
    expect(answer).toMatchObject({ matches: 0, points: 0, averageMatchMs: null, goldenPointShare: null });
    expect(answer.byWeekday.every((day) => day.matches === 0)).toBe(true);
  });
});
