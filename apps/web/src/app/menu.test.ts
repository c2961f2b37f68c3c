import { describe, expect, it } from 'vitest';
import { buildDesktopNav, buildFooterLinks, buildMenu } from './menu';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';
import { SIGNED_OUT_VIEWER, type Viewer } from './viewer';

const load = async () => null;

const table: RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    load,
    menu: { group: 'main', labelKey: 'nav.home', icon: 'house', desktop: 'primary' },
  },
  {
    path: '/setup',
    access: 'user',
    load,
    menu: { group: 'game', labelKey: 'nav.setup', icon: 'trophy', desktop: 'primary' },
  },
  {
    path: '/master-admin',
    access: 'admin',
    load,
    menu: { group: 'admin', labelKey: 'nav.admin', icon: 'shieldCheck' },
  },
  {
    path: '/court-admin',
    access: 'courtAdmin',
    load,
    menu: { group: 'courtAdmin', labelKey: 'nav.court', icon: 'shieldCheck' },
  },
  { path: '/terms', access: 'public', load, footer: { labelKey: 'nav.terms' } },
];

const user: Viewer = { status: 'ready', signedIn: true, roles: [], account: null };
const courtAdmin: Viewer = { status: 'ready', signedIn: true, roles: ['courtAdmin'], account: null };
const admin: Viewer = { status: 'ready', signedIn: true, roles: ['admin'], account: null };

const groupIds = (viewer: Viewer) => buildMenu(table, viewer).map((group) => group.id);
const paths = (viewer: Viewer) => buildMenu(table, viewer).flatMap((group) => group.links.map((link) => link.path));

describe('buildMenu', () => {
  it('lists the spec groups in order, role groups only for their roles, Tools after them all', () => {
    const base = ['main', 'game', 'social', 'settings', 'session'];
    expect(groupIds(SIGNED_OUT_VIEWER)).toEqual([...base, 'tools']);
    expect(groupIds(user)).toEqual([...base, 'tools']);
    expect(groupIds(courtAdmin)).toEqual([...base, 'courtAdmin', 'tools']);
    expect(groupIds(admin)).toEqual([...base, 'admin', 'courtAdmin', 'tools']);
  });

  it('folds Tools only: what players use stays open', () => {
    const folded = buildMenu(table, admin).filter((group) => group.folded);
    expect(folded.map((group) => group.id)).toEqual(['tools']);
  });

  it('shows only the routes the viewer may open', () => {
    expect(paths(SIGNED_OUT_VIEWER)).toEqual(['/']);
    expect(paths(user)).toEqual(['/', '/setup']);
    expect(paths(courtAdmin)).toEqual(['/', '/setup', '/court-admin']);
    expect(paths(admin)).toEqual(['/', '/setup', '/master-admin', '/court-admin']);
  });
});

describe('buildDesktopNav and buildFooterLinks', () => {
  it('splits primary and secondary entries the viewer may open', () => {
    expect(buildDesktopNav(table, SIGNED_OUT_VIEWER).primary.map((link) => link.path)).toEqual(['/']);
    expect(buildDesktopNav(table, user).primary.map((link) => link.path)).toEqual(['/', '/setup']);
  });

  it('lists footer entries', () => {
    expect(buildFooterLinks(table, SIGNED_OUT_VIEWER)).toEqual([{ path: '/terms', labelKey: 'nav.terms' }]);
  });
});

describe('the real route table', () => {
  it('has unique paths', () => {
    const all = routeTable.map((entry) => entry.path);
    expect(new Set(all).size).toBe(all.length);
  });

  const linksOf = (viewer: Viewer) =>
    Object.fromEntries(buildMenu(routeTable, viewer).map((group) => [group.id, group.links.map((link) => link.path)]));

  it('gives a signed-out visitor only public links (chat needs an account)', () => {
    const withLinks = buildMenu(routeTable, SIGNED_OUT_VIEWER)
      .filter((group) => group.links.length > 0)
      .map((group) => group.id);
    expect(withLinks).toEqual(['main', 'game', 'tools']);
  });

  it('shows /profile as Dashboard, notifications, e-mail settings, the network, the leaderboard, community statistics and chat to a signed-in user', () => {
    const links = linksOf(user);
    expect(links.main).toContain('/profile');
    expect(links.main).toContain('/notifications');
    expect(linksOf(SIGNED_OUT_VIEWER).main).not.toContain('/notifications');
    expect(links.settings).toEqual(['/email-settings']);
    expect(links.social).toEqual([
      '/network',
      '/search-players',
      '/players-directory',
      '/invite-friends',
      '/contacts',
      '/leaderboard',
      '/community-stats',
      '/chat',
    ]);
    expect(links.admin).toBeUndefined();
    const dashboard = buildMenu(routeTable, user)
      .flatMap((group) => group.links)
      .find((link) => link.path === '/profile');
    expect(dashboard?.labelKey).toBe('nav.dashboard');
  });

  it('adds Administración (Master Admin, Database, the stress test) for admins', () => {
    expect(linksOf(admin).admin).toEqual(['/master-admin', '/database-admin', '/stress-test']);
  });

  it('adds Court Admin (Dashboard, Sessions, Players, Settings) for court admins and admins', () => {
    const courtLinks = [
      '/court-admin',
      '/court-admin/sessions',
      '/court-admin/players/search',
      '/court-admin/settings',
    ];
    expect(linksOf(courtAdmin).courtAdmin).toEqual(courtLinks);
    expect(linksOf(courtAdmin).admin).toBeUndefined();
    expect(linksOf(admin).courtAdmin).toEqual(courtLinks);
    expect(linksOf(user).courtAdmin).toBeUndefined();
  });
});

describe('the network on wide screens', () => {
  it('links "Mi red" from the footer for signed-in users: the desktop header has no room left at 1280 px', () => {
    const { primary, secondary } = buildDesktopNav(routeTable, user);
    expect([...primary, ...secondary].map((link) => link.path)).not.toContain('/network');
    expect(buildFooterLinks(routeTable, user)).toContainEqual({ path: '/network', labelKey: 'nav.network' });
    expect(buildFooterLinks(routeTable, SIGNED_OUT_VIEWER).map((link) => link.path)).not.toContain('/network');
  });
});
