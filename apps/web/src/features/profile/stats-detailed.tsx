import { Lock } from 'lucide-react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { useTranslation } from '../../lib/use-translation';
import type { DetailedStatisticsData } from './stats-api';
import { countText, durationText, percentText } from './stats-format';
import { ServeTotals } from './stats-serve';
import { BreakdownTable, TrendTables } from './stats-tables';

const SECTION_TITLE = 'profile.stats.detailed.title';

/** The detailed section for a free plan: what it holds, locked, and the way to Premium (the upsell). */
export function LockedDetails() {
  const { t } = useTranslation('account');
  return (
    <section
      aria-labelledby="stats-detailed-title"
      className="flex flex-col items-start gap-4 rounded-[28px] bg-court-50 p-6 ring-1 ring-court-100 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-court-700 ring-1 ring-court-100">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h2 id="stats-detailed-title" className="font-display text-2xl font-extrabold text-court-900">
          {t(SECTION_TITLE)}
        </h2>
      </div>
      <p className="max-w-2xl text-court-900 text-pretty">{t('profile.stats.detailed.lockedBody')}</p>
      <PremiumUpsellButton feature="detailedStats">{t('profile.stats.detailed.unlock')}</PremiumUpsellButton>
    </section>
  );
}

const RATIOS = ['points', 'games', 'sets', 'tiebreaks', 'superTiebreaks', 'decidingPoints'] as const;

/** Premium's figures: totals as cards, then the breakdowns and the trends as tables. */
export function DetailedStatistics({ detailed }: { detailed: DetailedStatisticsData }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const none = t('profile.stats.none');
  const count = (value: number) => countText(value, language);
  const sports = detailed.bySport.map((row) => ({ ...row, name: t(`profile.stats.sport.${row.sport}`) }));
  return (
    <section aria-labelledby="stats-detailed-title" className="flex flex-col gap-8" data-testid="stats-detailed">
      <h2 id="stats-detailed-title" className="font-display text-2xl font-extrabold text-court-900">
        {t(SECTION_TITLE)}
      </h2>
      <div>
        <h3 className="font-display text-xl font-extrabold text-court-900">
          {t('profile.stats.detailed.totals.title')}
        </h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {RATIOS.map((key) => {
            const ratio = detailed[key];
            return (
              <Figure
                key={key}
                label={t(`profile.stats.detailed.totals.${key}`)}
                value={percentText(ratio.percent, language, none)}
                detail={t('profile.stats.detailed.totals.ofPlayed', {
                  won: count(ratio.won),
                  played: count(ratio.played),
                })}
              />
            );
          })}
          <Figure label={t('profile.stats.detailed.totals.longestRun')} value={count(detailed.longestRun)} />
          <Figure label={t('profile.stats.detailed.totals.comebacks')} value={count(detailed.comebacks)} />
          <Figure
            label={t('profile.stats.detailed.totals.averageDuration')}
            value={durationText(detailed.averageDurationMs, language, none)}
          />
        </dl>
      </div>
      <ServeTotals serve={detailed.serve} />
      <BreakdownTable kind="bySport" rows={sports} />
      <BreakdownTable kind="byPartner" {...detailed.byPartner} />
      <BreakdownTable kind="againstOpponents" {...detailed.againstOpponents} />
      <BreakdownTable kind="byClub" {...detailed.byClub} />
      <TrendTables trends={detailed.trends} />
    </section>
  );
}

/** One total: the figure, what it is, and what it is made of ("12 de 20"). */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-3xl font-extrabold text-court-900 tabular-nums">{value}</span>
        {detail ? <span className="text-sm text-muted tabular-nums">{detail}</span> : null}
      </dd>
    </div>
  );
}
