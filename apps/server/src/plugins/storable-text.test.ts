import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unstorablePath } from './storable-text';

describe('unstorablePath', () => {
  it.each([
    ['plain text', { name: 'Ana López 🎾' }, undefined],
    ['a NUL in a value', { a: { b: ['ok', 'x\u0000'] } }, 'a.b.1'],
    ['a NUL in a key', { 'k\u0000': 1 }, 'k\u0000'],
    ['a lone high surrogate', { area: '\ud800' }, 'area'],
    ['a lone low surrogate', ['\udc00x'], '0'],
    ['a whole pair', { emoji: '\ud83c\udfbe' }, undefined],
    ['the value itself', '\u0000', ''],
    ['numbers and null', { n: 1, z: null, t: true }, undefined],
  ])('%s', (_name, value, expected) => {
    expect(unstorablePath(value)).toBe(expected);
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorablePath(deep)).toMatch(/^0(\.0)*$/);
  });

  it('finds nothing in text made of whole code points without NUL', () => {
    const storable = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
    fc.assert(fc.property(fc.dictionary(storable, storable), (value) => unstorablePath(value) === undefined));
  });
});
