import type { NetworkSummary } from '@marcador/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

/** The three network pages, as the tab links show them. */
export type NetworkSection = 'contacts' | 'requests' | 'sent';

const SECTIONS: readonly { id: NetworkSection; path: string; count: keyof NetworkSummary }[] = [
  { id: 'contacts', path: '/network', count: 'contacts' },
  { id: 'requests', path: '/network/requests', count: 'incoming' },
  { id: 'sent', path: '/network/sent', count: 'sent' },
];

/**
 * The frame of /network, /network/requests and /network/sent: the page's title and the links
 * between the three (each with its count once known; the current one marked for screen readers
 * by `aria-current`). Links, not ARIA tabs: each is a page of its own with its own address.
 */
export function NetworkFrame({
  section,
  summary,
  children,
}: {
  section: NetworkSection;
  summary: NetworkSummary | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('network');
  return (
    <>
      <PageHeader
        eyebrow={section === 'contacts' ? t('network.eyebrow') : t('titles.network')}
        title={t(`network.headings.${section}`)}
        lead={t(`network.leads.${section}`)}
      />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 md:py-10">
        <nav aria-label={t('network.sections')}>
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map(({ id, path, count }) => (
              <li key={id}>
                <NavLink
                  to={path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold ring-1 transition-colors',
                      isActive
                        ? 'bg-court-900 text-white ring-court-900'
                        : 'bg-white text-court-800 ring-court-200 hover:bg-court-50',
                    )
                  }
                >
                  {t(`network.tabs.${id}`)}
                  {summary ? (
                    <span className="min-w-6 rounded-full bg-ball-300 px-2 text-center text-xs leading-6 text-court-950">
                      {summary[count]}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </>
  );
}
