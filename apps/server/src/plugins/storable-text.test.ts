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

  it('answers a flat record of strings as the walk does (every key before any value)', () => {
    expect(unstorablePath({ a: '\u0000', 'b\u0000': 'x' })).toBe('b\u0000');
    const text = fc.oneof(fc.string(), fc.constantFrom('\u0000', '\ud800', 'x\udc00'));
    fc.assert(
      fc.property(fc.dictionary(text, text), (record) => {
        // Inside a list the record goes the whole walk: the same field, one level down.
        const nested = unstorablePath([record]);
        expect(unstorablePath(record)).toBe(nested === undefined ? undefined : nested.slice(2));
      }),
    );
  });

  it('finds nothing in text made of whole code points without NUL', () => {
    const storable = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
    fc.assert(fc.property(fc.dictionary(storable, storable), (value) => unstorablePath(value) === undefined));
  });
});
