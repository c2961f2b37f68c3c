import { SIGNED_OUT_VIEWER, type Viewer } from './viewer';

/**
 * The one place the app learns who is signed in. Until accounts exist (auth issue) everybody is a
 * signed-out visitor; the auth feature replaces the body with its session query, and the menu,
 * header and route guards follow without other changes.
 */
export function useViewer(): Viewer {
  return SIGNED_OUT_VIEWER;
}

/** Signs the viewer out. A no-op until accounts exist (the auth feature provides it). */
export function useSignOut(): () => Promise<void> {
  return signOutPlaceholder;
}

async function signOutPlaceholder(): Promise<void> {}

/** Unread notifications for the header bell; zero until the notifications feature supplies it. */
export function useUnreadNotificationCount(): number {
  return 0;
}
