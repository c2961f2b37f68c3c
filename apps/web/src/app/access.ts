import type { Access } from './route-types';
import { hasRole, type Viewer } from './viewer';

/** What a route guard does: show the page, show 'Cargando...', send to sign-in, or refuse. */
export type AccessDecision = 'allow' | 'checking' | 'signIn' | 'deny';

export function decideAccess(viewer: Viewer, access: Access): AccessDecision {
  if (access === 'public') return 'allow';
  if (viewer.status === 'loading') return 'checking';
  if (!viewer.signedIn) return 'signIn';
  if (access === 'user') return 'allow';
  return hasRole(viewer, access) ? 'allow' : 'deny';
}

/** Whether a link to a route with this access belongs in the viewer's menus. */
export function canSee(viewer: Viewer, access: Access): boolean {
  return decideAccess(viewer, access) === 'allow';
}
