import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { matchSummaryPath } from '../../lib/match-summary-path';
import { useTranslation } from '../../lib/use-translation';
import type { StatisticsSummaryData } from './stats-api';
import { countText, dayText, namesText, percentText, setsText } from './stats-format';

type Outcome = RecentResult['outcome'];

const OUTCOME_LOOK: Record<Outcome, { icon: typeof TrendingUp; className: string }> = {
  won: { icon: TrendingUp, className: 'bg-green-100 text-green-800' },
  lost: { icon: TrendingDown, className: 'bg-red-100 text-red-800' },
  draw: { icon: Minus, className: 'bg-slate-100 text-slate-700' },
};

/** The free statistics: the totals, the current streak and the latest results, newest first. */
export function StatsSummary({ summary }: { summary: StatisticsSummaryData }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const none = t('profile.stats.none');
  const { streak } = summary;
  const figures = [
    { key: 'played', value: countText(summary.played, language) },
    { key: 'won', value: countText(summary.won, language) },
    { key: 'lost', value: countText(summary.lost, language) },
    ...(summary.drawn > 0 ? [{ key: 'drawn', value: countText(summary.drawn, language) }] : []),
    { key: 'winPercent', value: percentText(summary.winPercent, language, none) },
    {
      key: 'streak',
      value: streak
        ? t(`profile.stats.streak.${streak.outcome}`, { count: streak.length, n: countText(streak.length, language) })
        : none,
    },
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('profile.stats.title')}
      </h2>
      <p className="mt-1 text-muted text-pretty">{t('profile.stats.lead')}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="stats-summary">
        {figures.map(({ key, value }) => (
          <div
            key={key}
            className={cn(
              'flex flex-col-reverse justify-end rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 sm:p-5',
              // "12 victorias" needs two columns' room.
              key === 'streak' && 'col-span-2',
            )}
          >
            <dt className="text-sm font-semibold text-muted">{t(`profile.stats.summary.${key}`)}</dt>
            <dd className="font-display text-3xl font-extrabold text-court-900 tabular-nums sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 font-display text-xl font-extrabold text-court-900">{t('profile.stats.recent.title')}</h3>
      <ol className="mt-3 flex flex-col gap-2" data-testid="stats-last-results">
        {summary.recent.map((result) => {
          const { icon: Icon, className } = OUTCOME_LOOK[result.outcome];
          const opponents = namesText(result.opponents, language);
          return (
            <li key={result.matchId}>
              <ResultLink
                result={result}
                className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-court-900/8"
              >
                <span
                  className={cn(
                    'inline-flex min-w-24 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
                    className,
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`profile.stats.outcome.${result.outcome}`)}
                </span>
                <span className="font-display text-lg font-extrabold text-court-900 tabular-nums">
                  {setsText(result.sets) || none}
                </span>
                <span className="min-w-0 flex-1 text-sm text-muted [overflow-wrap:anywhere]">
                  {t(`profile.stats.sport.${result.sport}`)}
                  {opponents ? ` · ${t('profile.stats.recent.against', { names: opponents })}` : ''}
                  {` · ${dayText(result.endedAt, language)}`}
                </span>
              </ResultLink>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type RecentResult = StatisticsSummaryData['recent'][number];

/**
 * A result as a link to its match's summary, the owner's or the participant's read-only one (the
 * same addresses as the history tab's); plain when the user can open it neither way.
 */
function ResultLink({ result, className, children }: { result: RecentResult; className: string; children: ReactNode }) {
  if (result.view === null) return <div className={className}>{children}</div>;
  return (
    <Link
      to={matchSummaryPath(result.matchId, result.view)}
      className={cn(className, 'transition-colors hover:bg-court-50')}
    >
      {children}
    </Link>
  );
}
