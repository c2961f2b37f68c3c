import type { ReactNode } from 'react';
import type { DesktopMenuIconName } from './desktop-menu-icons';
import type { MenuIconName } from './layouts/menu-icons';

/** Who may open a route. Enforced again by the server for every call it makes (architecture principle 6). */
export type Access = 'public' | 'user' | 'admin' | 'courtAdmin';

/** Menu groups (spec section 2); admin and courtAdmin appear only for their roles. */
export type MenuGroupId = 'main' | 'game' | 'social' | 'settings' | 'session' | 'tools' | 'admin' | 'courtAdmin';

export type FeatureFlag = 'tournaments' | 'voice' | 'courtAdmin' | 'premium';

/** A lazily loaded route module: resolves to the page, as an element ready to render. */
export type PageLoader = () => Promise<ReactNode>;

/**
 * A menu link. `desktop` says where it shows in the desktop header (omitted = mobile menu only);
 * a primary link shows its icon there too, so it takes one of the icons every page loads.
 */
export type MenuEntry = {
  group: MenuGroupId;
  /** i18n key of the label, e.g. `nav.pricing`. */
  labelKey: string;
} & ({ desktop: 'primary'; icon: DesktopMenuIconName } | { desktop?: 'secondary'; icon: MenuIconName });

interface BaseRoute {
  /** React Router path, e.g. `/sessions/:id`. */
  path: string;
  access: Access;
  /** i18n key of the document title (the layout appends the app name). */
  titleKey?: string;
  menu?: MenuEntry;
  /** Listed in the site footer under this label. */
  footer?: { labelKey: string };
}

export interface PageRoute extends BaseRoute {
  load: PageLoader;
  /**
   * A feature switch from /api/config. While it is off the page shows `fallback` instead
   * (spec: tournament routes show a coming-soon page titled 'Torneos' unless the flag is on).
   */
  flag?: { name: FeatureFlag; fallback: PageLoader };
  /** Signed-in viewers are sent here instead (spec: `/` sends a signed-in user to `/app`). */
  signedInRedirect?: string;
  /**
   * The page never reads the API through React Query, so its first load skips that library (the
   * landing, /auth and /app, whose budgets are the tightest). Any other page gets the query provider.
   */
  withoutQueries?: true;
}

export interface RedirectRoute extends BaseRoute {
  /** Target path; the query string and hash are kept. */
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

export function isRedirect(entry: RouteEntry): entry is RedirectRoute {
  return 'redirectTo' in entry;
}
