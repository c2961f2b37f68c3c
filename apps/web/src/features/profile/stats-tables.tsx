import { useId } from 'react';
import { BarChart } from '../../components/charts/bar-chart';
import { useTranslation } from '../../lib/use-translation';
import type { DetailedStatisticsData } from './stats-api';
import { countText, dayText, percentText } from './stats-format';

/** A row of a results table: what it is about, then how its matches ended. */
interface ResultsRow {
  name: string;
  played: number;
  won: number;
  lost: number;
  winPercent: number | null;
}

type Breakdown = 'bySport' | 'byPartner' | 'againstOpponents' | 'byClub';
type NameColumn = 'sport' | 'partner' | 'opponent' | 'club' | 'period' | 'from';
type Trend = DetailedStatisticsData['trends'][number];
type OtherGroupsData = NonNullable<DetailedStatisticsData['byPartner']['others']>;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

const FIGURES = ['played', 'won', 'lost', 'winPercent'] as const;
/**
 * Narrow padding on a phone: the counts' 3 rem columns then hold "2000", and the win rate's 3.5 rem
 * column "100 %" with room from the card's edge.
 */
const COUNT_CELL = 'px-1 py-2.5 text-right tabular-nums sm:px-4';
const RATE_CELL = 'py-2.5 pr-3 pl-1 text-right tabular-nums sm:px-4';
/** A figure's column header: its cell's spacing and the column's width on a phone. */
const headOf = (figure: (typeof FIGURES)[number]) =>
  figure === 'winPercent' ? `${RATE_CELL} w-14` : `${COUNT_CELL} w-12`;

/**
 * Matches played, won, lost and the win rate per row, as a table that fits a 360 px screen: long
 * names wrap, and the figures' headers are short on a phone (the full words stay for screen readers).
 */
function ResultsTable({
  labelledBy,
  column,
  rows,
  others,
}: {
  labelledBy: string;
  column: NameColumn;
  rows: readonly (ResultsRow & { key: string })[];
  /** The groups not listed, folded into one row under the others. */
  others?: ResultsRow | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-3 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
      <table aria-labelledby={labelledBy} className="w-full table-fixed text-sm sm:text-base">
        <thead className="bg-court-50 text-court-800">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left font-semibold sm:px-4">
              {t(`profile.stats.detailed.tables.columns.${column}`)}
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className={`${headOf(figure)} font-semibold sm:w-32`}>
                <span aria-hidden="true" className="sm:hidden">
                  {t(`profile.stats.detailed.tables.short.${figure}`)}
                </span>
                <span className="max-sm:sr-only">{t(`profile.stats.detailed.tables.columns.${figure}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-court-900/8">
          {rows.map((row) => (
            <tr key={row.key}>
              <ResultsCells row={row} />
            </tr>
          ))}
        </tbody>
        {others ? (
          <tfoot className="border-t border-court-900/8 bg-court-50 text-court-800">
            <tr>
              <ResultsCells row={others} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A row's name, then its figures written for the reader's language. */
function ResultsCells({ row }: { row: ResultsRow }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const none = t('profile.stats.none');
  return (
    <>
      <th scope="row" className="px-3 py-2.5 text-left font-semibold text-court-900 [overflow-wrap:anywhere] sm:px-4">
        {row.name || t('profile.stats.unnamed')}
      </th>
      <td className={COUNT_CELL}>{countText(row.played, language)}</td>
      <td className={COUNT_CELL}>{countText(row.won, language)}</td>
      <td className={COUNT_CELL}>{countText(row.lost, language)}</td>
      <td className={RATE_CELL}>{percentText(row.winPercent, language, none)}</td>
    </>
  );
}

const BREAKDOWN_COLUMN: Record<Breakdown, NameColumn> = {
  bySport: 'sport',
  byPartner: 'partner',
  againstOpponents: 'opponent',
  byClub: 'club',
};

/**
 * One breakdown of the detailed statistics (by sport, partner, opponent or club), or why it is empty.
 * Partners, opponents and clubs come as their most played groups and `others`, the rest folded
 * into one figure, shown as the table's last row ("Otros 3 rivales").
 */
export function BreakdownTable({
  kind,
  rows,
  others = null,
}: {
  kind: Breakdown;
  rows: readonly (ResultsRow & { id?: string | null })[];
  others?: OtherGroupsData | null;
}) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  // A registered player or club by id; typed names are grouped by name, so the name tells them apart.
  const keyed = rows.map((row) => ({ ...row, key: row.id ? `id:${row.id}` : `name:${row.name}` }));
  const othersRow = others
    ? {
        ...others,
        name: t(`profile.stats.detailed.tables.others.${kind}`, {
          count: others.groups,
          n: countText(others.groups, i18n.language),
        }),
      }
    : undefined;
  return (
    <div>
      <h3 id={titleId} className="font-display text-xl font-extrabold text-court-900">
        {t(`profile.stats.detailed.tables.${kind}`)}
      </h3>
      {keyed.length > 0 ? (
        <ResultsTable labelledBy={titleId} column={BREAKDOWN_COLUMN[kind]} rows={keyed} others={othersRow} />
      ) : (
        <p className="mt-2 text-muted">{t(`profile.stats.detailed.tables.empty.${kind}`)}</p>
      )}
    </div>
  );
}

/**
 * The trends over the last 30, 90 and 365 days as tables: the periods side by side, then each
 * period week by week (or by 30 days), oldest first. They are the text any chart of them needs.
 */
export function TrendTables({ trends }: { trends: readonly Trend[] }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const periodName = (days: number) => t('profile.stats.detailed.trends.period', { n: countText(days, i18n.language) });
  const year = trends.find((trend) => trend.days === 365);
  return (
    <div>
      <h3 id={titleId} className="font-display text-xl font-extrabold text-court-900">
        {t('profile.stats.detailed.trends.title')}
      </h3>
      <ResultsTable
        labelledBy={titleId}
        column="period"
        rows={trends.map((trend) => ({ ...trend, key: String(trend.days), name: periodName(trend.days) }))}
      />
      {year ? <WinsChart trend={year} /> : null}
      {trends.map((trend) => (
        <TrendBuckets key={trend.days} trend={trend} />
      ))}
    </div>
  );
}

/** Matches won in each bucket of a trend, as a bar chart (its text alternative is the chart's own table). */
function WinsChart({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  return (
    // Clipped: after the window narrows, the canvas keeps its old width until the chart has resized.
    <div className="mt-4 min-w-0 overflow-hidden rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 sm:p-6">
      <BarChart
        title={t('profile.stats.detailed.trends.winsChart', { n: countText(trend.days, language) })}
        data={trend.buckets.map((bucket) => ({ label: dayText(bucket.start, language), value: bucket.won }))}
        labelHeader={t('profile.stats.detailed.tables.columns.from')}
        valueHeader={t('profile.stats.detailed.tables.columns.won')}
        formatValue={(value) => countText(value, language)}
        language={language}
      />
    </div>
  );
}

/** One period bucket by bucket, folded away until asked for. */
function TrendBuckets({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const language = i18n.language;
  const n = countText(trend.days, language);
  // Buckets of 30 days are "months"; shorter ones are weeks.
  const title = t(`profile.stats.detailed.trends.${trend.bucketMs >= MONTH_MS ? 'months' : 'weeks'}`, { n });
  return (
    <details className="mt-3 rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-court-900">
        <span id={titleId}>{title}</span>
      </summary>
      <div className="px-2 pb-2">
        <ResultsTable
          labelledBy={titleId}
          column="from"
          rows={trend.buckets.map((bucket) => ({
            ...bucket,
            key: String(bucket.start),
            name: dayText(bucket.start, language),
          }))}
        />
      </div>
    </details>
  );
}
