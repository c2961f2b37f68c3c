import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctionWords,
  foldSearchText,
  MAX_SEARCH_WORDS,
  playerSearchText,
  playerSearchWords,
} from './player-search';

describe('foldSearchText', () => {
  it.each([
    ['José', 'jose'],
    ['GARCÍA', 'garcia'],
    ['Muñoz', 'munoz'],
    ['Ángela  Pérez', 'angela perez'],
    ['  Málaga\t\n', 'malaga'],
    ["O'Brien", 'obrien'],
    ['ana_lopez.22', 'ana lopez 22'],
    ['Jose\u0301', 'jose'],
    ['Çelik Øst', 'celik øst'],
    ['100%_exact\\', '100 exact'],
    ['', ''],
    ['¡¿!?', ''],
  ])('%j -> %j', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });

  const anyText = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }));

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves only lower-case letters and digits in words one space apart: no accents, no LIKE wildcards', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const folded = foldSearchText(text);
        expect(folded).not.toMatch(/\p{M}/u);
        expect(folded).not.toMatch(/[%_\\]/);
        expect(folded).toBe(folded.toLowerCase());
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s\s|[^\S ]/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores accents and case: a name with or without them folds alike', () => {
    const plain = 'aeiounc';
    const marked = ['áàâä', 'éèêë', 'íìîï', 'óòôö', 'úùûü', 'ñ', 'ç'];
    const letter = fc.integer({ min: 0, max: plain.length - 1 });
    const name = fc.array(fc.tuple(letter, fc.nat(), fc.boolean()), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(name, (letters) => {
        const bare = letters.map(([i]) => plain[i]).join('');
        const dressed = letters
          .map(([i, pick, upper]) => {
            const options = marked[i] ?? '';
            const char = options[pick % options.length] ?? '';
            return upper ? char.toUpperCase() : char;
          })
          .join('');
        expect(foldSearchText(dressed)).toBe(bare);
      }),
    );
  });

  it('folds the composed and decomposed forms of a text alike', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(foldSearchText(text.normalize('NFC'))).toBe(foldSearchText(text.normalize('NFD')));
      }),
    );
  });
});

describe('playerSearchText', () => {
  it('folds first name, last name, username and city in that order, skipping empty parts', () => {
    expect(
      playerSearchText({ firstName: 'José', lastName: 'García Núñez', username: 'JGarcia_9', city: 'Málaga' }),
    ).toBe('jose garcia nunez jgarcia 9 malaga');
    expect(playerSearchText({ firstName: 'Ana', lastName: '', username: 'ana', city: '' })).toBe('ana ana');
  });

  it('is already folded', () => {
    const part = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(part, part, part, part, (firstName, lastName, username, city) => {
        const text = playerSearchText({ firstName, lastName, username, city });
        expect(foldSearchText(text)).toBe(text);
      }),
    );
  });
});

describe('correctionWords', () => {
  it('gives the folded words of first name, last name and city once each, not the username', () => {
    const profile = { firstName: 'José Luis', lastName: 'García García', username: 'jl_garcia', city: 'San José' };
    expect(correctionWords(profile)).toEqual(['jose', 'luis', 'garcia', 'san']);
    expect(correctionWords({ firstName: '', lastName: '', city: '' })).toEqual([]);
  });
});

describe('playerSearchWords', () => {
  it.each([
    ['José García', ['jose', 'garcia']],
    ['  garcia GARCÍA  ', ['garcia']],
    ['a b c d e f', ['a', 'b', 'c', 'd']],
    ['   ', []],
    ['%_', []],
  ])('%j -> %j', (query, words) => {
    expect(playerSearchWords(query)).toEqual(words);
  });

  it(`gives at most ${MAX_SEARCH_WORDS} distinct, non-empty folded words`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        const words = playerSearchWords(query);
        expect(words.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(word).not.toBe('');
          expect(foldSearchText(word)).toBe(word);
        }
      }),
    );
  });
});
