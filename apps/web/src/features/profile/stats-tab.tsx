import { ChartColumn, RotateCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { EmptyTab } from './empty-tab';
import { useMyStatistics } from './stats-api';
import { DetailedStatistics, LockedDetails } from './stats-detailed';
import { StatsSummary } from './stats-summary';

/**
 * The Stats tab (issue 19): the free summary of the user's completed matches, then the detailed
 * statistics on Premium, or the same section locked with the Premium upsell. The server decides
 * which (decision 037): a free plan never receives the detailed figures.
 */
export function StatsTab() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const statistics = useMyStatistics();
  if (statistics.isPending) return <Spinner label={tc('common.loading')} />;
  if (statistics.isError) {
    return (
      <Alert tone="error" title={t('profile.stats.loadFailed')}>
        <Button variant="secondary" className="mt-3" onClick={() => void statistics.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('profile.stats.retry')}
        </Button>
      </Alert>
    );
  }
  const { summary, detailed } = statistics.data;
  if (summary.played === 0) return <EmptyTab tab="estadisticas" icon={ChartColumn} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10">
      <StatsSummary summary={summary} />
      {detailed ? <DetailedStatistics detailed={detailed} /> : <LockedDetails />}
    </div>
  );
}
