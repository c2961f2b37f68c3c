import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorPage } from '../features/errors/app-error-page';
import { initI18n } from '../lib/i18n';
import { loadSession } from '../lib/session';
import { Providers } from './providers';
import { createAppRouter, routerReady } from './router';
import { TopLevelErrorBoundary } from './top-level-error-boundary';

const rootElement = document.getElementById('root');
// Spec section 8: a missing root element is an error, not a silent blank page.
if (!rootElement) throw new Error('Missing root element: index.html must contain <div id="root">.');
const root = createRoot(rootElement);

/**
 * How long the first render waits for the session. A network that accepts requests and never
 * answers must not keep public pages (or the offline scoreboard) from working; past this the app
 * renders with the session still loading, as guarded pages always could.
 */
const SESSION_WAIT_MS = 2_000;

// The router starts loading the current page's module now, in parallel with the locale file and the
// session. The first render waits for all three, so it shows the finished page at once: what the
// HTML showed until then (the boot screen, or a prerendered page, decision 015) is replaced in one
// step, with no loading screen in between.
const router = createAppRouter();
const session = Promise.race([loadSession(), new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);

Promise.all([initI18n(), routerReady(router), session]).then(
  () => {
    root.render(
      <StrictMode>
        <TopLevelErrorBoundary>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </TopLevelErrorBoundary>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Could not start the app', error);
    root.render(<AppErrorPage error={error} />);
  },
);
