/** The screens of the court admin's area, by address: one chunk picks its page by the path. */
export type CourtAdminScreen =
  | { name: 'register' | 'pending' | 'dashboard' | 'courts' | 'sessions' | 'newSession' | 'players' | 'settings' }
  | { name: 'session' | 'editSession'; id: string };

const FIXED: Record<string, CourtAdminScreen['name']> = {
  '/court-admin/register': 'register',
  '/court-admin/pending': 'pending',
  '/court-admin': 'dashboard',
  '/add-court': 'courts',
  '/court-admin/sessions': 'sessions',
  '/court-admin/sessions/new': 'newSession',
  '/court-admin/players/search': 'players',
  '/court-admin/settings': 'settings',
};

const SESSION = /^\/court-admin\/sessions\/([^/]+)(\/edit)?$/;

/** The screen at `pathname` (a trailing slash ignored); the dashboard for an address the area lacks. */
export function courtAdminScreen(pathname: string): CourtAdminScreen {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return { name: fixed } as CourtAdminScreen;
  const session = SESSION.exec(path);
  if (session?.[1]) {
    return { name: session[2] ? 'editSession' : 'session', id: decodeURIComponent(session[1]) };
  }
  return { name: 'dashboard' };
}
