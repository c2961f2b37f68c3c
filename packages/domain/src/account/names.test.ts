import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName, headerText } from './names';

describe('displayName', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'López' }, 'Ana López'],
    [{ firstName: ' Ana ', lastName: ' López ' }, 'Ana López'],
    [{ firstName: 'Ana', lastName: '' }, 'Ana'],
    [{ firstName: '', lastName: 'López' }, 'López'],
  ])('%j -> %s', (profile, name) => {
    expect(displayName(profile)).toBe(name);
  });
});

/** Strings mixing letters with every kind of character headerText removes or replaces. */
const text = fc
  .array(
    fc.constantFrom(
      'a',
      'Á',
      '李',
      'م',
      ' ',
      '\r',
      '\n',
      '\t',
      '\u0000',
      '\u0085',
      '\u202E',
      '\u2066',
      '\u200F',
      '\u2029',
    ),
  )
  .map((parts) => parts.join(''));

describe('headerText', () => {
  it.each([
    ['a plain name stays as it is', 'Carlos Ruiz', 'Carlos Ruiz'],
    ['accents and other scripts stay', 'José Núñez · محمد · 李雷', 'José Núñez · محمد · 李雷'],
    ['a right-to-left override goes', 'Visit \u202Eelpmaxe.live\u202C now', 'Visit elpmaxe.live now'],
    ['marks, embeddings and isolates go', '\u200EA\u200F\u061C\u202AB\u202B\u202D\u2066C\u2067\u2068\u2069', 'ABC'],
    ['line breaks become one space', 'Ana\r\nBcc: x@evil.example', 'Ana Bcc: x@evil.example'],
    ['tabs, NUL, DEL and C1 controls become spaces', 'A\tB\u0000C\u007FD\u0085E', 'A B C D E'],
    ['Unicode line and paragraph separators too', 'A\u2028B\u2029C', 'A B C'],
    ['spaces collapse and the ends are trimmed', '  Ana \u202E  López \n', 'Ana López'],
  ])('%s', (_label, input, output) => {
    expect(headerText(input)).toBe(output);
  });

  it('never leaves a control, a bidi control or a line break, and is stable', () => {
    fc.assert(
      fc.property(text, (input) => {
        const clean = headerText(input);
        expect(clean).not.toMatch(/[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
        expect(headerText(clean)).toBe(clean);
      }),
    );
  });
});
