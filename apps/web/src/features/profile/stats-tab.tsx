import type { MyStatisticsResponse } from '@marcador/contracts';
import { ChartColumn } from 'lucide-react';
import { PlayerLevels } from '../../components/account/player-levels';
import { useTranslation } from '../../lib/use-translation';
import { EmptyTab } from './empty-tab';
import { QueryPending } from './query-pending';
import { useMyStatistics } from './stats-api';
import { DetailedStatistics, LockedDetails } from './stats-detailed';
import { StatsSummary } from './stats-summary';

/**
 * The Stats tab: the free summary of the user's completed matches, then the detailed
 * statistics on Premium, or the same section locked with the Premium upsell. The server decides
 * which (decision 037): a free plan never receives the detailed figures.
 */
export function StatsTab() {
  const statistics = useMyStatistics();
  if (!statistics.data) return <QueryPending query={statistics} area="stats" />;
  const { summary, detailed, levels } = statistics.data;
  if (summary.played === 0) return <EmptyTab tab="estadisticas" icon={ChartColumn} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10">
      <OwnLevels levels={levels} />
      <StatsSummary summary={summary} />
      {detailed ? <DetailedStatistics detailed={detailed} /> : <LockedDetails />}
    </div>
  );
}

/** The user's level per sport, first: what the leaderboard orders players by. */
function OwnLevels({ levels }: { levels: MyStatisticsResponse['levels'] }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="levels-title">
      <h2 id="levels-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('levels.title')}
      </h2>
      {/* The scale's explanation once there is a level to read; before, the empty note says what counts. */}
      {levels.length > 0 ? <p className="mt-1 mb-4 text-muted text-pretty">{t('levels.lead')}</p> : null}
      <div className={levels.length > 0 ? undefined : 'mt-1'}>
        <PlayerLevels levels={levels} empty={t('levels.empty')} />
      </div>
    </section>
  );
}
