import { describe, expect, it } from 'vitest';
import { sampleUmpirePhrase } from './sample-phrase';

describe('sampleUmpirePhrase', () => {
  it('is the domain announcement of a game up and 30-15, in each language', () => {
    expect(sampleUmpirePhrase('es')).toBe('Primer set: un juego a cero para Nosotros. Treinta quince');
    expect(sampleUmpirePhrase('en')).toBe('First set: one game to love, Us. Thirty fifteen');
  });
});
