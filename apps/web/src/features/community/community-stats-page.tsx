import type { CommunityStatsResponse } from '@marcador/contracts';
import { useMemo } from 'react';
import { BarChart } from '../../components/charts/bar-chart';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { useCommunityStats } from './community-api';
import { communityFormat } from './community-format';
import { TopClubs } from './top-clubs';
import { Totals } from './totals';

/** /community-stats: everyone's totals and trends (decision 038). */
export function CommunityStatsPage() {
  const { t, i18n } = useTranslation('community');
  const { t: tm } = useTranslation();
  const stats = useCommunityStats();
  return (
    <>
      <PageHeader eyebrow={t('community.eyebrow')} title={t('community.title')} lead={t('community.lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-8">
        {stats.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
        {stats.isError ? (
          <RetryAlert
            title={t('community.loadFailed')}
            retryLabel={t('community.retry')}
            onRetry={() => void stats.refetch()}
          />
        ) : null}
        {stats.data ? <CommunityFigures stats={stats.data} language={i18n.language} /> : null}
      </div>
    </>
  );
}

function CommunityFigures({ stats, language }: { stats: CommunityStatsResponse; language: string }) {
  const { t } = useTranslation('community');
  const format = useMemo(() => communityFormat(language), [language]);
  // Built once per answer and language: a chart redraws only when its data changes.
  const charts = useMemo(
    () => [
      {
        id: 'per-week',
        title: t('community.charts.perWeek', { count: stats.perWeek.length }),
        labelHeader: t('community.charts.week'),
        data: stats.perWeek.map((week) => ({ label: format.week(week.weekStart), value: week.matches })),
      },
      {
        id: 'by-weekday',
        title: t('community.charts.byWeekday'),
        labelHeader: t('community.charts.day'),
        data: stats.byWeekday.map((day) => ({ label: format.weekday(day.day), value: day.matches })),
      },
      {
        id: 'by-hour',
        title: t('community.charts.byHour'),
        labelHeader: t('community.charts.hour'),
        data: stats.byHour.map((hour) => ({ label: format.hour(hour.hour), value: hour.matches })),
      },
      {
        id: 'by-sport',
        title: t('community.charts.bySport'),
        labelHeader: t('community.charts.sport'),
        data: stats.bySport.map((sport) => ({ label: t(`community.sports.${sport.sport}`), value: sport.matches })),
      },
    ],
    [stats, format, t],
  );
  return (
    <>
      <Totals stats={stats} format={format} />
      <section aria-label={t('community.title')} className="grid gap-6 lg:grid-cols-2">
        {charts.map(({ id, ...chart }) => (
          <Card key={id} className="min-w-0 p-4 sm:p-6" data-testid={`community-chart-${id}`}>
            <BarChart
              {...chart}
              valueHeader={t('community.charts.matches')}
              formatValue={format.count}
              language={language}
            />
          </Card>
        ))}
      </section>
      <TopClubs clubs={stats.topClubs} format={format} />
      <p className="text-sm text-muted">{t('community.note')}</p>
    </>
  );
}
