import { canSee } from './access';
import type { MenuIconName } from './layouts/menu-icons';
import type { MenuGroupId, RouteEntry } from './route-types';
import { hasRole, type Role, type Viewer } from './viewer';

interface MenuGroupDefinition {
  id: MenuGroupId;
  labelKey: string;
  /** Only viewers with this role see the group at all. */
  role?: Role;
  /** The group starts closed: its heading opens it. */
  folded?: true;
}

/**
 * Spec section 2: Principal, Juego, Social, Configuración, Sesión, Tools, plus Administración and
 * Court Admin by role. Tools (device checks, diagnostics, session repair) comes after everything
 * players and role holders use, folded, so it does not crowd the menu.
 */
export const MENU_GROUPS: readonly MenuGroupDefinition[] = [
  { id: 'main', labelKey: 'menu.groups.main' },
  { id: 'game', labelKey: 'menu.groups.game' },
  { id: 'social', labelKey: 'menu.groups.social' },
  { id: 'settings', labelKey: 'menu.groups.settings' },
  { id: 'session', labelKey: 'menu.groups.session' },
  { id: 'admin', labelKey: 'menu.groups.admin', role: 'admin' },
  { id: 'courtAdmin', labelKey: 'menu.groups.courtAdmin', role: 'courtAdmin' },
  { id: 'tools', labelKey: 'menu.groups.tools', folded: true },
];

export interface MenuLink {
  path: string;
  labelKey: string;
  icon: MenuIconName;
}

export interface MenuGroup {
  id: MenuGroupId;
  labelKey: string;
  links: MenuLink[];
  folded: boolean;
}

function linkOf(entry: RouteEntry & { menu: NonNullable<RouteEntry['menu']> }): MenuLink {
  return { path: entry.path, labelKey: entry.menu.labelKey, icon: entry.menu.icon };
}

function withMenu(entries: readonly RouteEntry[], viewer: Viewer) {
  return entries.filter(
    (entry): entry is RouteEntry & { menu: NonNullable<RouteEntry['menu']> } =>
      entry.menu !== undefined && canSee(viewer, entry.access),
  );
}

/**
 * The mobile menu: every group the viewer may see, in spec order, with the route-table entries the
 * viewer may open. Groups can be empty here; the menu adds its own controls (language, reload, ...)
 * and hides groups that end up with nothing in them.
 */
export function buildMenu(entries: readonly RouteEntry[], viewer: Viewer): MenuGroup[] {
  const visible = withMenu(entries, viewer);
  return MENU_GROUPS.filter((group) => !group.role || hasRole(viewer, group.role)).map((group) => ({
    id: group.id,
    labelKey: group.labelKey,
    links: visible.filter((entry) => entry.menu.group === group.id).map(linkOf),
    folded: group.folded === true,
  }));
}

/** The desktop header's primary and secondary navigation. */
export function buildDesktopNav(entries: readonly RouteEntry[], viewer: Viewer) {
  const visible = withMenu(entries, viewer);
  const groupAllowed = (id: MenuGroupId) => {
    const role = MENU_GROUPS.find((group) => group.id === id)?.role;
    return !role || hasRole(viewer, role);
  };
  const allowed = visible.filter((entry) => groupAllowed(entry.menu.group));
  const primary = allowed.flatMap(({ path, menu }) =>
    menu.desktop === 'primary' ? [{ path, labelKey: menu.labelKey, icon: menu.icon }] : [],
  );
  return { primary, secondary: allowed.filter((entry) => entry.menu.desktop === 'secondary').map(linkOf) };
}

/** Links for the site footer (legal pages, contact, diagnostics). */
export function buildFooterLinks(
  entries: readonly RouteEntry[],
  viewer: Viewer,
): Array<{ path: string; labelKey: string }> {
  return entries.flatMap((entry) =>
    entry.footer && canSee(viewer, entry.access) ? [{ path: entry.path, labelKey: entry.footer.labelKey }] : [],
  );
}
