import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useTranslation } from '../../lib/use-translation';
import { buildFooterLinks } from '../menu';
import { routeTable } from '../route-table';
import { useViewer } from '../use-viewer';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = buildFooterLinks(routeTable, useViewer());
  return (
    // `isolate`: a layer of its own for painting, kept as painted when the page above it changes
    // (a new score repaints the score, not the footer).
    <footer className="isolate border-t border-court-900/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-8 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo name={t('app.name')} />
          <p className="mt-2 text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {links.map(({ path, labelKey }) => (
              <li key={path}>
                <Link
                  to={path}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-court-700 hover:bg-court-50 hover:text-court-900"
                >
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-court-900/5">
        <p className="mx-auto max-w-6xl px-5 py-4 text-xs text-muted sm:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
