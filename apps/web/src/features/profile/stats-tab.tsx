import { ChartColumn, History } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { EmptyTab, TabNotice } from './empty-tab';
import { HistoryPending, mayHaveMore, useMatchHistory } from './matches-tab';

/**
 * The Stats tab until the statistics across matches are built: "no statistics yet" only when no
 * match is saved; otherwise it says how many are saved and leads to them, each with its summary
 * and statistics (decision 021), so it never claims there is nothing while there is.
 */
export function StatsTab() {
  const { t } = useTranslation('account');
  const history = useMatchHistory();
  if (!history.data) return <HistoryPending history={history} />;
  const { matches, hiddenCount } = history.data;
  const count = matches.length + hiddenCount;
  if (count === 0) return <EmptyTab tab="estadisticas" icon={ChartColumn} />;
  return (
    <TabNotice
      icon={ChartColumn}
      title={t('profile.statsSoon.title')}
      action={{ to: '/profile?tab=partidos', label: t('profile.statsSoon.cta'), icon: History }}
    >
      <p className="mt-2 font-semibold text-court-900">
        {mayHaveMore(matches)
          ? t('profile.statsSoon.savedAtLeast', { count })
          : t('profile.statsSoon.saved', { count })}
      </p>
      <p className="mt-2 text-muted text-pretty">{t('profile.statsSoon.body')}</p>
    </TabNotice>
  );
}
