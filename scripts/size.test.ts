import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetOf, pageRoutes } from './size.mjs';

const routeTable = readFileSync(new URL('../apps/web/src/app/route-table.tsx', import.meta.url), 'utf8');
const namespaces = [
  'translation',
  'account',
  'match',
  'voiceHelp',
  'voice',
  'billing',
  'comingSoon',
  'network',
  'tournaments',
];

describe('size: the routes read from the route table', () => {
  const routes = pageRoutes(routeTable, namespaces);
  const route = (path: string) => routes.find((r) => r.path === path);

  it('follows a helper to its module and namespaces, and skips the query provider where the row does', () => {
    expect(route('/')).toEqual({
      path: '/',
      modules: ['features/landing/landing-page'],
      namespaces: ['translation'],
      queries: false,
      flag: false,
    });
    expect(route('/auth')).toMatchObject({
      modules: ['features/auth/auth-page'],
      namespaces: ['translation', 'account'],
      queries: false,
    });
    expect(route('/auth/confirm')?.queries).toBe(true);
    expect(route('/profile')?.namespaces).toEqual(['translation', 'account', 'billing']);
    expect(route('/premium-checkout')).toMatchObject({
      modules: ['features/billing/billing-pages'],
      namespaces: ['translation', 'billing'],
    });
  });

  it("counts a network page with the feature's one chunk, both its namespaces and the not-found page it may show", () => {
    expect(route('/player/:id')).toMatchObject({
      modules: ['features/network/network-pages', 'features/errors/not-found-page'],
      namespaces: ['translation', 'network', 'account', 'comingSoon'],
      queries: true,
    });
  });

  it('counts the live page with both its namespaces and without React Query, not the dialogs it opens later', () => {
    expect(route('/app')).toMatchObject({
      modules: ['features/scoring/scoring-page'],
      namespaces: ['translation', 'match', 'voice'],
      queries: false,
    });
  });

  it('covers flagged pages, the not-found page, and no redirects', () => {
    // A flagged page counts both what it shows: the page and, while the flag is off, its fallback.
    expect(route('/tournament-history')).toMatchObject({
      modules: ['features/tournaments/tournament-pages', 'features/coming-soon/coming-soon-page'],
      namespaces: ['translation', 'tournaments', 'comingSoon'],
      flag: true,
    });
    // The namespace 'comingSoon' it loads is not the helper `comingSoon`: no coming-soon page counted.
    expect(route('(not found)')).toMatchObject({
      modules: ['features/errors/not-found-page'],
      namespaces: ['translation', 'comingSoon'],
    });
    expect(route('/success')).toBeUndefined();
  });

  it('fails on a page row whose module it cannot find', () => {
    const table = `export const routeTable = [\n  { path: '/x', load: somewhereElse },\n];`;
    expect(() => pageRoutes(table, namespaces)).toThrow(/no page module found for \/x/);
  });

  it('budgets the landing, /app and /auth tighter than any other page', () => {
    expect([budgetOf('/'), budgetOf('/app'), budgetOf('/auth'), budgetOf('/a-page-added-later')]).toEqual([
      120, 150, 150, 180,
    ]);
  });
});
