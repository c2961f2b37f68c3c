import { House, RotateCw, TriangleAlert, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useIsMobile } from '../../lib/use-media-query';
import { useTranslation } from '../../lib/use-translation';

interface ErrorActions {
  onRetry: () => void;
  onReload: () => void;
}

/**
 * A page failed to render (or its module failed to load). Shown inside the layout so navigation
 * still works: 'Oops! Algo salió mal' with a retry on desktop, the mobile error screen on phones.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();

  useEffect(() => {
    console.error('Render error', error);
  }, [error]);

  const actions: ErrorActions = {
    // Navigating to the same place clears the router's error state and renders the page again.
    onRetry: () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true }),
    onReload: () => window.location.reload(),
  };

  return isMobile ? <MobileErrorScreen {...actions} /> : <RenderErrorCard error={error} {...actions} />;
}

function RenderErrorCard({ error, onRetry, onReload }: ErrorActions & { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-16">
      <div role="alert" className="w-full max-w-xl rounded-3xl bg-white p-8 shadow-card ring-1 ring-red-200">
        <span className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-court-900">
          {t('errors.render.title')}
        </h1>
        <p className="mt-3 text-lg text-muted">{t('errors.render.body')}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button variant="court" onClick={onRetry}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('errors.render.retry')}
          </Button>
          <Button variant="secondary" onClick={onReload}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('errors.reload')}
          </Button>
        </div>
        {error instanceof Error ? (
          <details className="mt-6 text-sm text-muted">
            <summary className="cursor-pointer font-medium">{t('errors.details')}</summary>
            <pre className="mt-2 overflow-auto rounded-xl bg-slate-100 p-3 whitespace-pre-wrap">{error.message}</pre>
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** Spec section 2, "Mobile error screen: Reload, Try again, Go home" — large stacked targets. */
function MobileErrorScreen({ onRetry, onReload }: ErrorActions) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-1 flex-col justify-center px-5 py-10">
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-court-900">{t('errors.render.title')}</h1>
      <p className="mt-3 text-muted">{t('errors.mobile.body')}</p>
      <div className="mt-8 grid gap-3">
        <Button variant="court" size="lg" onClick={onReload}>
          <RotateCw aria-hidden="true" className="size-5" />
          {t('errors.reload')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onRetry}>
          <Undo2 aria-hidden="true" className="size-5" />
          {t('errors.render.retry')}
        </Button>
        <Link to="/" className={buttonClasses('ghost', 'lg')}>
          <House aria-hidden="true" className="size-5" />
          {t('errors.goHome')}
        </Link>
      </div>
    </div>
  );
}
