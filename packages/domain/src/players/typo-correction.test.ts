import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, typoEdits } from './typo-correction';

describe('editDistance', () => {
  it.each([
    ['madird', 'madrid', 1],
    ['garsia', 'garcia', 1],
    ['rodrigez', 'rodriguez', 1],
    ['gonzales', 'gonzalez', 1],
    ['madird', 'madera', 2],
    ['madird', 'mada', 3],
    ['', 'ana', 3],
    ['ana', 'ana', 0],
    ['ab', 'ba', 1],
    ['ca', 'abc', 3],
    ['ñu', 'nu', 1],
  ])('%j -> %j: %i', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
  });

  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ñ'), maxLength: 8 });

  it('is zero only for the same word, and the same both ways', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('counts one edit, a swap of neighbours included, as one, and is at most the longer length', () => {
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('a', 'b', 'z'), (a, at, letter) => {
        const letters = [...a];
        const i = letters.length === 0 ? 0 : at % letters.length;
        const inserted = [...letters.slice(0, i), letter, ...letters.slice(i)].join('');
        expect(editDistance(a, inserted)).toBe(1);
        if (letters.length >= 2 && i + 1 < letters.length && letters[i] !== letters[i + 1]) {
          const swapped = [...letters];
          [swapped[i], swapped[i + 1]] = [letters[i + 1] as string, letters[i] as string];
          expect(editDistance(a, swapped.join(''))).toBe(1);
        }
        expect(editDistance(a, inserted)).toBeLessThanOrEqual(Math.max(letters.length, [...inserted].length));
      }),
    );
  });
});

describe('closestWord', () => {
  it('picks the candidate fewest edits away, the earlier on a tie', () => {
    expect(closestWord('madird', ['mada', 'madera', 'madrid'])).toBe('madrid');
    expect(closestWord('garsia', ['garrido', 'garcia', 'garzia'])).toBe('garcia');
  });

  it(`allows ${typoEdits('abcdefg')} edit up to 7 letters and ${typoEdits('abcdefgh')} from 8`, () => {
    expect(closestWord('gaarsia', ['garcia'])).toBeNull();
    expect(closestWord('rodriges', ['rodriguez'])).toBe('rodriguez');
  });

  it('corrects nothing when the word is known or nothing is near', () => {
    expect(closestWord('garcia', ['garcia', 'garsia'])).toBeNull();
    expect(closestWord('xkcdqwz', ['xkcd'])).toBeNull();
    expect(closestWord('lopez', [])).toBeNull();
  });

  it('never answers a word further than a typo', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 6 }), (typed, candidates) => {
        const fixed = closestWord(typed, candidates);
        if (fixed !== null) {
          expect(candidates).toContain(fixed);
          expect(editDistance(typed, fixed)).toBeGreaterThan(0);
          expect(editDistance(typed, fixed)).toBeLessThanOrEqual(typoEdits(typed));
        }
      }),
    );
  });
});
