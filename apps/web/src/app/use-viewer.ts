import { useCallback } from 'react';
import { requestSignOut, useSession } from '../lib/session';
import { LOADING_VIEWER, type Viewer, viewerFromMe } from './viewer';

/**
 * The one place the app learns who is signed in: GET /api/session through the session store (`me`
 * null for a visitor). The menu, header and route guards all follow it.
 */
export function useViewer(): Viewer {
  const session = useSession();
  if (session.isPending) return LOADING_VIEWER;
  return viewerFromMe(session.data ?? null);
}

/** Where sign-out lands (spec section 2: "logout goes to /auth"). */
export const SIGNED_OUT_PATH = '/auth';

/**
 * Signs the viewer out everywhere (the server revokes every session of the user) and goes to /auth,
 * also when the server could not be reached (spec section 4: "...and goes to /auth, also on
 * error"). It is a full page load on purpose: every cached answer and in-memory state of the
 * previous user is gone, and no guard of the page being left can race the move with its own
 * redirect to sign-in.
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    const ok = await requestSignOut();
    if (!ok) console.warn('Could not logout on the server; leaving anyway.');
    window.location.replace(SIGNED_OUT_PATH);
  }, []);
}
