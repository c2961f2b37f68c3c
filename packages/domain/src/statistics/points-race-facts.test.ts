import { describe, expect, it } from 'vitest';
import { log } from '../scoring/test-support';
import { playerMatchFacts } from './player-match-facts';

describe("a player's facts of a points race", () => {
  it('reads the race as one set of points, a level end as a draw', () => {
    // 3-0 down, 18 points in a row: the race to 21 ends 18-3, and the point after it does not count.
    const rallies = `222${'1'.repeat(18)}2`;
    const won = playerMatchFacts({ race: { totalPoints: 21 } }, log().points(rallies).events, 'player1');
    expect(won.outcome).toBe('won');
    expect(won.sets).toEqual([{ own: 18, rival: 3 }]);
    expect(won.stats.points).toEqual({ own: 18, rival: 3 });
    const level = playerMatchFacts({ race: { totalPoints: 4 } }, log().points('1212').events, 'player2');
    expect(level.outcome).toBe('draw');
  });
});
