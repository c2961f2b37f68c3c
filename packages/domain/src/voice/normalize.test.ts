import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNoise, normalizeTranscript, splitWords } from './normalize';

describe('normalizeTranscript', () => {
  it.each([
    ['¡Punto para nosotros!', 'punto para nosotros'],
    ['¿Cómo VAMOS?', 'como vamos'],
    ["Punto pa' nosotros.", 'punto pa nosotros'],
    ["What's the score?", 'whats the score'],
    ['what’s the score', 'whats the score'],
    ['  cambio   de\tpista  ', 'cambio de pista'],
    ['Puntuación, por favor', 'puntuacion por favor'],
    ['AÑO', 'ano'],
    ['swap-court', 'swap court'],
    ['"score"; (please)', 'score please'],
    ['1 punto 👍', '1 punto'],
    ['¡¡!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeTranscript(input)).toBe(expected);
  });
});

describe('normalizeTranscript fast path', () => {
  /** The general rule, spelled out: what the ASCII fast path must agree with. */
  const reference = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['‘’`´]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();

  it('gives the same words as the general rule, for ASCII and for any text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(normalizeTranscript(t)).toBe(reference(t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('splitWords', () => {
  it('splits on the single spaces normalising leaves, and gives no word for nothing', () => {
    expect(splitWords('punto para nosotros')).toEqual(['punto', 'para', 'nosotros']);
    expect(splitWords('')).toEqual([]);
  });
});

describe('isNoise', () => {
  it.each(['aaaa', 'a e i o u', 'hmmmm', 'shh', 'brrr', 'y', '123', '1 2 3', '', '٣'])('%j is noise', (text) => {
    expect(isNoise(text)).toBe(true);
  });

  it.each(['ah', 'punto', 'hmm ok', '2 sets', 'a1', 'привет', 'ß'])('%j is not noise', (text) => {
    expect(isNoise(text)).toBe(false);
  });
});
