import { ChartColumn } from 'lucide-react';
import { EmptyTab } from './empty-tab';
import { QueryPending } from './query-pending';
import { useMyStatistics } from './stats-api';
import { DetailedStatistics, LockedDetails } from './stats-detailed';
import { StatsSummary } from './stats-summary';

/**
 * The Stats tab (issue 19): the free summary of the user's completed matches, then the detailed
 * statistics on Premium, or the same section locked with the Premium upsell. The server decides
 * which (decision 037): a free plan never receives the detailed figures.
 */
export function StatsTab() {
  const statistics = useMyStatistics();
  if (!statistics.data) return <QueryPending query={statistics} area="stats" />;
  const { summary, detailed } = statistics.data;
  if (summary.played === 0) return <EmptyTab tab="estadisticas" icon={ChartColumn} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10">
      <StatsSummary summary={summary} />
      {detailed ? <DetailedStatistics detailed={detailed} /> : <LockedDetails />}
    </div>
  );
}
