import { tournamentResultRequestSchema } from '@marcador/contracts';
import { initialScore, type ScoreState, scoreRacePoint } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { tournamentResultId, tournamentResultOf, tournamentResultRequest } from './tournament-result';

const race = { totalPoints: 4 };
const inTournament = { tournament: { tournamentId: 't', matchId: 'm', round: 2 } };

/** A race played rally by rally: '1' a point to team 1, '2' to team 2. */
function played(rallies: string): ScoreState {
  let score = initialScore();
  for (const rally of rallies) score = scoreRacePoint(score, race, rally === '1' ? 'player1' : 'player2');
  return score;
}

describe('the result a tournament match writes back', () => {
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

  it("its id is the scored match's own (lower case), so a resend or a second device applies it once", () => {
    const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    expect(tournamentResultId(id)).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(tournamentResultId(id)).toBe(tournamentResultId(id.toLowerCase()));
    expect(tournamentResultId('match-0001')).toBeNull();
  });

  it('makes a body the API takes', () => {
    const body = tournamentResultRequest('3f2504e0-4f89-41d3-9a0c-0305e82c3301', { scoreA: 3, scoreB: 1 });
    expect(tournamentResultRequestSchema.parse(body)).toEqual({
      scoreA: 3,
      scoreB: 1,
      resultId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
    expect(tournamentResultRequest('match-0001', { scoreA: 3, scoreB: 1 })).toBeNull();
  });
});
