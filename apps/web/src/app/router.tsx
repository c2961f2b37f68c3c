import type { ReactNode } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject, redirect } from 'react-router';
import { AppRouteErrorPage } from '../features/errors/app-error-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { AppLayout } from './layouts/app-layout';
import { RouteLoading } from './layouts/route-loading';
import { RouteGate } from './route-gate';
import { notFoundPage, routeTable } from './route-table';
import { isRedirect, type PageRoute, type RouteEntry } from './route-types';

/** Route `handle`: what the layout reads from the matched routes. */
export interface RouteHandle {
  titleKey?: string;
}

async function loadPage(entry: PageRoute): Promise<{ element: ReactNode }> {
  const flag = entry.flag;
  const [page, gated, queries] = await Promise.all([
    entry.load(),
    flag ? Promise.all([import('./flag-gate'), flag.fallback()]) : undefined,
    entry.withoutQueries ? undefined : import('./query-provider'),
  ]);
  let content = page;
  if (flag && gated) {
    const [{ FlagGate }, fallback] = gated;
    content = <FlagGate flag={flag.name} page={page} fallback={fallback} />;
  }
  if (queries) content = <queries.QueryProvider>{content}</queries.QueryProvider>;
  return {
    element: (
      <RouteGate access={entry.access} signedInRedirect={entry.signedInRedirect}>
        {content}
      </RouteGate>
    ),
  };
}

/** One route-table row as a React Router route: lazily loaded page, or a redirect keeping the query. */
export function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { titleKey: entry.titleKey };
  if (isRedirect(entry)) {
    return {
      path: entry.path,
      handle,
      loader: ({ request }) => redirect(`${entry.redirectTo}${new URL(request.url).search}`),
    };
  }
  return { path: entry.path, handle, lazy: () => loadPage(entry) };
}

/**
 * The routes: the layout at the root (its error boundary is the top-level 'Error en la Aplicación'
 * page), then a pathless route whose boundary shows render errors inside the layout, then the table.
 * The browser router and the build's prerender (src/prerender) both start from here.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: AppRouteErrorPage,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: RouteLoading,
          children: [
            ...routeTable.map(toRouteObject),
            {
              path: '*',
              handle: { titleKey: 'comingSoon:errors.notFound.title' } satisfies RouteHandle,
              lazy: async () => ({ element: await notFoundPage() }),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

/** Resolves once the router has loaded the first page's module (or settled on its error page). */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
