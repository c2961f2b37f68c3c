import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { loadNamespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { useViewer } from '../use-viewer';
import { DesktopHeader } from './desktop-header';
import { MobileTopBar } from './mobile-top-bar';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { useDocumentTitle } from './use-document-title';

/** Signed-in users only: its copy is in the `account` namespace, which the landing never loads. */
const UnverifiedBanner = lazy(async () => {
  const [module] = await Promise.all([import('./unverified-banner'), loadNamespace('account')]);
  return { default: module.UnverifiedBanner };
});

/**
 * The shell around every page. Both headers are rendered and CSS picks one at the 768 px breakpoint,
 * so the first paint is right on every device without measuring the window.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { account } = useViewer();
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <MobileTopBar />
      <DesktopHeader />
      {account && !account.emailVerified ? (
        <Suspense fallback={null}>
          <UnverifiedBanner email={account.email} />
        </Suspense>
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so a page that renders after its
          code arrives never pushes a visible footer down (layout shift, CLS). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
