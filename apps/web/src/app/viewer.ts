/** Roles beyond a signed-in user. An admin also counts as court admin (spec section 6). */
export type Role = 'admin' | 'courtAdmin';

/**
 * Who is looking at the app. `status: 'loading'` while the session is being checked, which is when
 * guarded routes show 'Cargando...'.
 */
export interface Viewer {
  status: 'loading' | 'ready';
  signedIn: boolean;
  roles: readonly Role[];
}

export const SIGNED_OUT_VIEWER: Viewer = { status: 'ready', signedIn: false, roles: [] };

export function hasRole(viewer: Viewer, role: Role): boolean {
  if (!viewer.signedIn) return false;
  if (viewer.roles.includes('admin')) return true;
  return viewer.roles.includes(role);
}
