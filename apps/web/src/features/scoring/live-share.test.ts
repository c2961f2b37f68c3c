import { describe, expect, it } from 'vitest';
import { liveAddress } from './live-share-api';

describe('the live share', () => {
  it('links to the spectator page with the token', () => {
    expect(liveAddress('abc_-DEF', 'https://marcador.app')).toBe('https://marcador.app/live?token=abc_-DEF');
  });
});
