import { initialScore, type ScoreState, scoreRacePoint } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { tournamentResultOf } from './tournament-score';

const race = { totalPoints: 4 };
const inTournament = { tournament: { tournamentId: 't', matchId: 'm', round: 2 } };

/** A race played rally by rally: '1' a point to team 1, '2' to team 2. */
function played(rallies: string): ScoreState {
  let score = initialScore();
  for (const rally of rallies) score = scoreRacePoint(score, race, rally === '1' ? 'player1' : 'player2');
  return score;
}

describe("a tournament match's race, as its result", () => {
  it.each([
    ['a finished race: team 1 is team A', '1211', { scoreA: 3, scoreB: 1 }],
    ['team 2 ahead', '2221', { scoreA: 1, scoreB: 3 }],
    ['a level race, a draw', '1212', { scoreA: 2, scoreB: 2 }],
    ['ended by hand before the total', '22', { scoreA: 0, scoreB: 2 }],
  ])('%s', (_name, rallies, expected) => {
    expect(tournamentResultOf(inTournament, played(rallies))).toEqual(expected);
  });

  it('a match of no tournament has none', () => {
    expect(tournamentResultOf({ tournament: null }, played('1211'))).toBeNull();
  });
});
