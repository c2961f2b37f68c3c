import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOneEditApart, isPluralVariant } from './word-match';

/** Textbook Levenshtein distance, as the reference the fast check must agree with. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

describe('isPluralVariant', () => {
  it.each([
    ['punto', 'puntos', true],
    ['puntos', 'punto', true],
    ['rival', 'rivales', true],
    ['side', 'sides', true],
    ['our', 'ours', true],
    ['set', 'sets', true],
    ['us', 'uses', false],
    ['mi', 'mis', false],
    ['punto', 'punta', false],
    ['set', 'setx', false],
    ['rival', 'rivalas', false],
    ['punto', 'punto', false],
  ] as const)('%s / %s -> %s', (a, b, expected) => {
    expect(isPluralVariant(a, b)).toBe(expected);
  });
});

describe('isOneEditApart', () => {
  it.each([
    ['deshacer', 'deshace', true],
    ['deshacer', 'desacer', true],
    ['cancha', 'canha', true],
    ['marcador', 'marcadir', true],
    ['court', 'cort', true],
    ['point', 'points', true],
    ['nosotros', 'nosotors', false],
    ['their', 'there', false],
    ['punto', 'punto', false],
    ['', 'a', true],
    ['abc', 'a', false],
  ] as const)('%s / %s -> %s', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
  });

  it('agrees with the Levenshtein distance being exactly 1, and is symmetric', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(isOneEditApart(a, b)).toBe(levenshtein(a, b) === 1);
        expect(isOneEditApart(a, b)).toBe(isOneEditApart(b, a));
      }),
      { numRuns: 2000 },
    );
  });
});
