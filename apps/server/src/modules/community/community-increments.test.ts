import { matchStats } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { clubKeyOf, communityIncrements, localDayAndHour, weekStartOf } from './community-increments';
import { finishFacts } from './test-community';

describe('weekStartOf', () => {
  it.each([
    ['2026-11-23T00:00:00Z', '2026-11-23'], // a Monday
    ['2026-11-26T15:30:00Z', '2026-11-23'], // Thursday
    ['2026-11-29T23:59:59Z', '2026-11-23'], // Sunday night
    ['2027-01-01T12:00:00Z', '2026-12-28'], // a week across the new year
  ])('%s is in the week of %s', (at, monday) => {
    expect(weekStartOf(new Date(at))).toBe(monday);
  });
});

describe('localDayAndHour', () => {
  it.each([
    ['2026-11-22T10:00:00Z', 'UTC', { day: 7, hour: 10 }],
    ['2026-11-22T10:00:00Z', 'America/New_York', { day: 7, hour: 5 }],
    ['2026-11-22T23:30:00Z', 'Europe/Madrid', { day: 1, hour: 0 }],
    ['2026-07-06T22:15:00Z', 'Europe/Madrid', { day: 2, hour: 0 }], // summer time: UTC+2
  ])('%s in %s', (at, zone, expected) => {
    expect(localDayAndHour(new Date(at), zone)).toEqual(expected);
  });
});

describe('clubKeyOf', () => {
  it('counts a listed venue by id and a typed club by its folded name', () => {
    expect(clubKeyOf({ id: 'v1', name: 'Club Norte' })).toEqual({ key: 'venue:v1', name: 'Club Norte' });
    expect(clubKeyOf({ id: 'manual_123', name: '  Club  Norte ' })?.key).toBe('name:club norte');
    expect(clubKeyOf({ name: 'CLUB NORTE' })?.key).toBe('name:club norte');
    expect(clubKeyOf(null)).toBeNull();
  });
});

describe('communityIncrements', () => {
  it('adds the match, its figures, its week, day, hour and club; zeros are left out', () => {
    const facts = finishFacts({ club: { id: 'v1', name: 'Club Norte', sessionDuration: 60 } });
    const stats = matchStats(facts.match.rules, facts.events);
    const increments = communityIncrements(facts, stats, 'Europe/Madrid');
    expect(increments).toEqual(
      expect.arrayContaining([
        { metric: 'matches', key: 'padel', n: 1, label: null },
        { metric: 'points', key: 'padel', n: stats.points.player1 + stats.points.player2, label: null },
        { metric: 'games', key: 'padel', n: 12, label: null },
        { metric: 'week', key: weekStartOf(facts.endedAt), n: 1, label: null },
        { metric: 'weekday', key: '7', n: 1, label: null },
        { metric: 'hour', key: '11', n: 1, label: null },
        { metric: 'club', key: 'venue:v1', n: 1, label: 'Club Norte' },
      ]),
    );
    // Love games only: no golden point was played.
    expect(increments.some((increment) => increment.metric === 'deciding_points')).toBe(false);
  });
});
