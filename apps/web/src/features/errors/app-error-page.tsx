import { RotateCw, TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { exists, t } from '../../lib/i18n';

/** Spanish text for when the locale file itself could not load (spec section 8 copy). */
const FALLBACK_TEXT: Record<string, string> = {
  'errors.app.title': 'Error en la Aplicación',
  'errors.app.body': 'La aplicación encontró un error inesperado. Recarga la página para continuar.',
  'errors.app.reload': 'Recargar página',
  'errors.details': 'Detalles técnicos',
};

function text(key: string): string {
  return exists(key) ? t(key) : (FALLBACK_TEXT[key] ?? key);
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * The top-level error page: red, full screen, one way out (reload). Rendered outside the layout,
 * so it depends on nothing but the locale strings and must never throw itself.
 */
export function AppErrorPage({ error }: { error?: unknown }) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-red-700 p-6 text-white">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30">
          <TriangleAlert aria-hidden="true" className="size-8" />
        </span>
        <h1 className="font-display text-3xl font-extrabold tracking-tight md:text-4xl">{text('errors.app.title')}</h1>
        <p className="mt-4 text-lg text-red-50">{text('errors.app.body')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-bold text-red-800 shadow-lg hover:bg-red-50 focus-visible:outline-white"
        >
          <RotateCw aria-hidden="true" className="size-5" />
          {text('errors.app.reload')}
        </button>
        {error === undefined ? null : (
          <details className="mt-8 text-left text-sm text-red-100">
            <summary className="cursor-pointer">{text('errors.details')}</summary>
            <pre className="mt-2 overflow-auto rounded-xl bg-black/25 p-3 whitespace-pre-wrap">{describe(error)}</pre>
          </details>
        )}
      </div>
    </div>
  );
}

/** The same page as React Router's root error boundary (the layout itself failed). */
export function AppRouteErrorPage() {
  return <AppErrorPage error={useRouteError()} />;
}
