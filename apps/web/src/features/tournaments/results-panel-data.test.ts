import { describe, expect, it } from 'vitest';
import { performanceOf, standingRows } from './results-panel-data';
import { ref, testDetail, testMatch, testStanding } from './tournament-detail.test-support';

const FIVE = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva'];

describe('standingRows', () => {
  it.each([
    [3, 2, 67],
    [4, 4, 100],
    [3, 0, 0],
    [0, 0, 0],
  ])('%i played, %i won: %i %%', (played, wins, percent) => {
    const [row] = standingRows(testDetail(FIVE, [], [testStanding('Ana', played, wins, 0)]));
    expect(row?.winPercent).toBe(percent);
  });

  it('keeps the server order, numbers positions and marks a withdrawn player', () => {
    const rows = standingRows(
      testDetail(FIVE, [], [testStanding('Bea', 1, 1, 9), testStanding('Ana', 1, 0, -9, true)]),
    );
    expect(rows.map(({ position, name, withdrawn }) => [position, name, withdrawn])).toEqual([
      [1, 'Bea', false],
      [2, 'Ana', true],
    ]);
  });
});

describe('performanceOf', () => {
  const detail = testDetail(
    FIVE,
    [
      { number: 1, matches: [testMatch(1, 1, ['Ana', 'Bea', 'Carla', 'Dani'], [12, 9])], resting: [ref('Eva')] },
      { number: 2, matches: [testMatch(2, 1, ['Eva', 'Carla', 'Ana', 'Dani'], [10, 10])], resting: [ref('Bea')] },
      {
        number: 3,
        matches: [testMatch(3, 1, ['Bea', 'Eva', 'Ana', 'Carla'], [0, 0], { unplayed: true })],
        resting: [ref('Dani')],
      },
    ],
    [testStanding('Ana', 2, 1, 3), testStanding('Dani', 2, 0, -3)],
  );

  it('gives each player in standings order a tile per round: score from their side, rest, not played', () => {
    const [ana, dani] = performanceOf(detail);
    expect(ana?.tiles).toEqual([
      { round: 1, kind: 'win', points: 12, against: 9 },
      { round: 2, kind: 'draw', points: 10, against: 10 },
      { round: 3, kind: 'pending' },
    ]);
    expect(dani?.tiles).toEqual([
      { round: 1, kind: 'loss', points: 9, against: 12 },
      { round: 2, kind: 'draw', points: 10, against: 10 },
      { round: 3, kind: 'rest' },
    ]);
  });

  it('leaves out rounds a player was not part of (a late player before coming)', () => {
    const late = { ...detail, standings: [testStanding('Zoe', 0, 0, 0)] };
    expect(performanceOf(late)[0]?.tiles).toEqual([]);
  });
});
