import { describe, expect, it } from 'vitest';
import { wonOfPlayedText } from './won-of-played-text';

// Intl separates a number from its percent sign with a no-break space in Spanish.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('wonOfPlayedText', () => {
  it.each([
    [{ won: 12, played: 20 }, 'es', '12/20 (60 %)'],
    [{ won: 12, played: 20 }, 'en', '12/20 (60%)'],
    [{ won: 2, played: 3 }, 'es', '2/3 (67 %)'],
    [{ won: 1234, played: 2000 }, 'es', '1234/2000 (62 %)'],
    [{ won: 1234, played: 20000 }, 'en', '1,234/20,000 (6%)'],
    [{ won: 0, played: 0 }, 'es', '—'],
  ])('writes %o in %s as %s', (value, language, text) => {
    expect(nbsp(wonOfPlayedText(value, language, '—'))).toBe(text);
  });
});
