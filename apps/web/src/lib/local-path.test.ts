import { describe, expect, it } from 'vitest';
import { localPathOr } from './local-path';

describe('localPathOr', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile?tab=estadisticas', '/profile?tab=estadisticas'],
    ['/', '/'],
    [null, '/setup'],
    [undefined, '/setup'],
    ['', '/setup'],
    ['profile', '/setup'],
    ['//evil.example/path', '/setup'],
    ['/\\evil.example', '/setup'],
    ['https://evil.example', '/setup'],
    ['/\t/evil.example', '/setup'],
    ['javascript:alert(1)', '/setup'],
  ])('%s -> %s', (value, expected) => {
    expect(localPathOr(value, '/setup')).toBe(expected);
  });
});
