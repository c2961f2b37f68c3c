import type { CommunityStatsResponse } from '@marcador/contracts';
import { useTranslation } from '../../lib/use-translation';
import type { CommunityFormat } from './community-format';

/** The headline figures, as cards of a description list. */
export function Totals({ stats, format }: { stats: CommunityStatsResponse; format: CommunityFormat }) {
  const { t } = useTranslation('community');
  const none = t('community.totals.none');
  const figures = [
    { id: 'players', value: format.count(stats.players) },
    { id: 'matches', value: format.count(stats.matches) },
    { id: 'points', value: format.count(stats.points) },
    { id: 'averageLength', value: stats.averageMatchMs === null ? none : format.duration(stats.averageMatchMs) },
    {
      id: 'goldenPointShare',
      value: stats.goldenPointShare === null ? none : format.percent(stats.goldenPointShare),
    },
  ];
  return (
    <section aria-labelledby="community-totals">
      <h2 id="community-totals" className="font-display text-2xl font-extrabold text-court-900">
        {t('community.totals.title')}
      </h2>
      <dl className="mt-5 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {figures.map(({ id, value }) => (
          <div
            key={id}
            className="flex flex-col-reverse justify-end gap-1 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8"
            data-testid={`community-total-${id}`}
          >
            {/* Shown under its figure; the figures line up at the top of their cards. */}
            <dt className="text-sm font-semibold text-muted">{t(`community.totals.${id}`)}</dt>
            <dd className="font-display text-3xl font-extrabold text-court-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
