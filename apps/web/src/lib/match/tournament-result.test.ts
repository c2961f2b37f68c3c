import { tournamentResultRequestSchema } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { tournamentResultId, tournamentResultRequest } from './tournament-result';

describe('the result a tournament match writes back', () => {
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
