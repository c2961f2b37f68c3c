import type { MeResponse } from '@marcador/contracts';
import type { PlanTier } from '@marcador/domain';

/** Roles beyond a signed-in user. An admin also counts as court admin (spec section 6). */
export type Role = 'admin' | 'courtAdmin';

/** What the shell shows about the signed-in user (menu, header, banner). */
export interface ViewerAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  /** First and last name, or the e-mail when the profile has none. */
  displayName: string;
  plan: PlanTier;
}

/**
 * Who is looking at the app. `status: 'loading'` while the session is being checked, which is when
 * guarded routes show 'Cargando...'.
 */
export interface Viewer {
  status: 'loading' | 'ready';
  signedIn: boolean;
  roles: readonly Role[];
  account: ViewerAccount | null;
}

export const SIGNED_OUT_VIEWER: Viewer = { status: 'ready', signedIn: false, roles: [], account: null };
export const LOADING_VIEWER: Viewer = { status: 'loading', signedIn: false, roles: [], account: null };

export function hasRole(viewer: Viewer, role: Role): boolean {
  if (!viewer.signedIn) return false;
  if (viewer.roles.includes('admin')) return true;
  return viewer.roles.includes(role);
}

/** The viewer of the session's /api/me answer (null: signed out). */
export function viewerFromMe(me: MeResponse | null): Viewer {
  if (!me) return SIGNED_OUT_VIEWER;
  const roles: Role[] = [];
  if (me.isAdmin || me.roles.includes('admin')) roles.push('admin');
  if (me.isCourtAdmin || me.roles.includes('court_admin')) roles.push('courtAdmin');
  const name = me.profile ? `${me.profile.firstName} ${me.profile.lastName}`.trim() : '';
  return {
    status: 'ready',
    signedIn: true,
    roles,
    account: {
      id: me.user.id,
      email: me.user.email,
      emailVerified: me.user.emailVerified,
      displayName: name || me.user.email,
      plan: me.plan,
    },
  };
}
