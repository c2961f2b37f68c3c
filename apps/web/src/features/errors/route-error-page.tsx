import { House, RotateCw, TriangleAlert, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useIsMobile } from '../../lib/use-media-query';
import { useTranslation } from '../../lib/use-translation';

/**
 * A page failed to render (or its module failed to load). Shown inside the layout so navigation
 * still works: 'Oops! Algo salió mal' with a retry on desktop, in a card with the technical details;
 * on phones the mobile error screen of spec section 2 ("Reload, Try again, Go home"), large stacked
 * targets. One component for both: the two share their heading and actions, and this page is on
 * every page's first load (decision 047 took its savings here).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const { t } = useTranslation();

  useEffect(() => {
    console.error('Render error', error);
  }, [error]);

  const size = isMobile ? 'lg' : 'md';
  const icon = isMobile ? 'size-5' : 'size-4';
  const retry = (
    <Button
      variant={isMobile ? 'secondary' : 'court'}
      size={size}
      // Navigating to the same place clears the router's error state and renders the page again.
      onClick={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    >
      <Undo2 aria-hidden="true" className={icon} />
      {t('errors.render.retry')}
    </Button>
  );
  const reload = (
    <Button variant={isMobile ? 'court' : 'secondary'} size={size} onClick={() => window.location.reload()}>
      <RotateCw aria-hidden="true" className={icon} />
      {t('errors.reload')}
    </Button>
  );

  return (
    <div
      className={`flex flex-1 px-5 ${isMobile ? 'flex-col justify-center py-10' : 'items-center justify-center py-16'}`}
    >
      <div
        role="alert"
        className={isMobile ? undefined : 'w-full max-w-xl rounded-3xl bg-white p-8 shadow-card ring-1 ring-red-200'}
      >
        <span className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-court-900">
          {t('errors.render.title')}
        </h1>
        <p className={isMobile ? 'mt-3 text-muted' : 'mt-3 text-lg text-muted'}>
          {t(isMobile ? 'errors.mobile.body' : 'errors.render.body')}
        </p>
        {isMobile ? (
          <div className="mt-8 grid gap-3">
            {reload}
            {retry}
            <Link to="/" className={buttonClasses('ghost', 'lg')}>
              <House aria-hidden="true" className="size-5" />
              {t('errors.goHome')}
            </Link>
          </div>
        ) : (
          <div className="mt-7 flex flex-wrap gap-3">
            {retry}
            {reload}
          </div>
        )}
        {!isMobile && error instanceof Error ? (
          <details className="mt-6 text-sm text-muted">
            <summary className="cursor-pointer font-medium">{t('errors.details')}</summary>
            <pre className="mt-2 overflow-auto rounded-xl bg-slate-100 p-3 whitespace-pre-wrap">{error.message}</pre>
          </details>
        ) : null}
      </div>
    </div>
  );
}
