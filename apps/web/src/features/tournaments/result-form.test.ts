import { describe, expect, it } from 'vitest';
import { checkResultForm } from './result-form';

describe('checkResultForm (21 points per match)', () => {
  it.each([
    ['21', '0', { ok: true, scoreA: 21, scoreB: 0 }],
    [' 12 ', '9', { ok: true, scoreA: 12, scoreB: 9 }],
    ['10', '10', { ok: true, scoreA: 10, scoreB: 10 }],
    ['0', '0', { ok: true, scoreA: 0, scoreB: 0 }],
    ['', '9', { ok: false, errors: { scoreA: 'required' } }],
    ['12', '  ', { ok: false, errors: { scoreB: 'required' } }],
    ['1.5', '-3', { ok: false, errors: { scoreA: 'whole', scoreB: 'whole' } }],
    ['doce', '9', { ok: false, errors: { scoreA: 'whole' } }],
    ['100', '0', { ok: false, errors: { scoreA: 'whole' } }],
    ['12', '10', { ok: false, errors: { total: 'overPoints' } }],
  ])('%j and %j: %j', (a, b, expected) => {
    expect(checkResultForm(a, b, 21)).toEqual(expected);
  });
});
