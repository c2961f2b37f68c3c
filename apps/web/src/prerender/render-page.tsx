/**
 * The build's prerender (decision 015): the HTML a visitor's first paint shows for the pages whose
 * largest contentful paint is budgeted (`/`, `/auth`), in each language. `scripts/prerender.mjs`
 * builds this file for Node and writes the pages into the web build; the server sends them to
 * requests without a session. In the browser the app then renders over them with the same content
 * (main.tsx waits for the page module, the locale and the session first), so nothing flashes.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { deepestTitleKey, pageTitle } from '../app/layouts/use-document-title';
import { Providers } from '../app/providers';
import { routeTable } from '../app/route-table';
import { appRoutes } from '../app/router';
import { changeLanguage, LANGUAGES, type Language, loadNamespace, NAMESPACES, t } from '../lib/i18n';
import { setSession } from '../lib/session';

/**
 * The pages prerendered: the file each gets under `prerendered/<language>/`, and the query
 * parameters that change what the page shows (with one of them the server sends the plain shell).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', readsQuery: [] },
  { path: '/auth', file: 'auth.html', readsQuery: ['mode', 'email', 'intent'] },
] as const;

export { LANGUAGES };

/**
 * Every path of the route table (React Router patterns): the build writes them to `routes.json`,
 * so the server answers 404 for a page the app does not have (decision 020).
 */
export const ROUTE_PATTERNS: readonly string[] = routeTable.map((entry) => entry.path);

/** What a visitor's browser paints first on `path` in `language`, with the page's title and description. */
export async function renderPage(
  path: string,
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  await changeLanguage(language);
  await Promise.all(NAMESPACES.map(loadNamespace));
  // Prerendered pages are only sent to requests without a session cookie: a visitor.
  setSession(null);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return {
    html,
    title: pageTitle(t, deepestTitleKey(context.matches.map(({ route }) => route))),
    // Only the prerendered HTML reads it: kept out of the shell's file every first visit downloads, with
    // the other text about the site (the legal pages' namespace).
    description: t('legal:meta.description'),
  };
}
