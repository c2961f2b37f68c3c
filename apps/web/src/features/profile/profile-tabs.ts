/**
 * The /profile tabs in display order, named by their `?tab=` value. The spec fixes one of them
 * (`?tab=estadisticas` opens the statistics); the others follow the same Spanish naming.
 */
export const PROFILE_TABS = ['perfil', 'estadisticas', 'partidos', 'plan', 'uso', 'seguridad'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'perfil';

/** The tab a `?tab=` value names; anything else opens the profile tab. */
export function profileTabOf(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : DEFAULT_PROFILE_TAB;
}
