import { useId } from 'react';
import { ServeStatsTable } from '../../components/stats/serve-stats-table';
import { useSummaryTranslation, useTranslation } from '../../lib/use-translation';
import type { DetailedStatisticsData } from './stats-api';

/**
 * The serve's totals over the matches whose scorer chose who served (a match saved before serve
 * tracking has none): every cell reads "—" until one has.
 */
export function ServeTotals({ serve }: { serve: DetailedStatisticsData['serve'] }) {
  const { t } = useTranslation('account');
  const { t: tm } = useSummaryTranslation();
  const titleId = useId();
  return (
    <div>
      <h3 id={titleId} className="font-display text-xl font-extrabold text-court-900">
        {tm('serveStats.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('profile.stats.detailed.totals.serveNote')}</p>
      <div className="mt-3 rounded-3xl bg-white px-4 pb-2 shadow-card ring-1 ring-court-900/8 sm:px-6">
        <ServeStatsTable
          labelledBy={titleId}
          columns={[{ key: 'total', header: t('profile.stats.detailed.totals.serveColumn'), figures: serve }]}
        />
      </div>
    </div>
  );
}
