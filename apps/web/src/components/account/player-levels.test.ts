import { describe, expect, it } from 'vitest';
import { levelText } from './player-levels';

describe('levelText', () => {
  it('writes one decimal with the language’s separator', () => {
    expect(levelText(3.5, 'es')).toBe('3,5');
    expect(levelText(3.5, 'en')).toBe('3.5');
  });

  it('keeps the decimal of a whole level and both ends of the scale', () => {
    expect(levelText(4, 'es')).toBe('4,0');
    expect(levelText(0, 'en')).toBe('0.0');
    expect(levelText(7, 'es')).toBe('7,0');
  });

  it('rounds a level that came as a float sum to its tenth', () => {
    expect(levelText(0.1 + 0.2, 'en')).toBe('0.3');
  });
});
