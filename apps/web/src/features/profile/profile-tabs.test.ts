import { describe, expect, it } from 'vitest';
import { PROFILE_TABS, profileTabOf } from './profile-tabs';

describe('profileTabOf', () => {
  it('opens the statistics for ?tab=estadisticas (spec section 2)', () => {
    expect(profileTabOf('estadisticas')).toBe('estadisticas');
  });

  it('falls back to the profile tab', () => {
    expect(profileTabOf(null)).toBe('perfil');
    expect(profileTabOf('stats')).toBe('perfil');
  });

  it('lists the six tabs of the spec in order', () => {
    expect(PROFILE_TABS).toEqual(['perfil', 'estadisticas', 'partidos', 'plan', 'uso', 'seguridad']);
  });
});
