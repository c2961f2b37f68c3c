import { LEADERBOARD_PERIODS, SPORTS } from '@marcador/domain';
import { Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { PageHeader } from '../../components/ui/page-header';
import { LoadMoreButton, RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useLeaderboard } from './leaderboard-api';
import {
  defaultSport,
  filtersFromParams,
  LEADERBOARD_SCOPES,
  type LeaderboardFilters,
  paramsOfFilters,
} from './leaderboard-filters';
import { LeaderboardTable } from './leaderboard-table';

/** Each filter: its address parameter (also its legend's key), its options' labels and its values. */
const FILTER_GROUPS = [
  ['sport', 'sports', SPORTS],
  ['period', 'periods', LEADERBOARD_PERIODS],
  ['scope', 'scopes', LEADERBOARD_SCOPES],
] as const;

/**
 * /leaderboard (decision 040): players by level in one sport, this month, this year or
 * all time, everyone or the viewer's network. The filters live in the address, so a link or the
 * back button shows the same board; without them, the first sport of the user's profile.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const filters = filtersFromParams(params, defaultSport(session.data?.profile?.sports));
  // A new entry in the history, not a replacement: the back button returns to the previous board.
  const change = (filter: keyof LeaderboardFilters, value: string) => {
    const next = paramsOfFilters(filters);
    next.set(filter, value);
    setParams(next);
  };

  return (
    <>
      <PageHeader eyebrow={t('leaderboard.eyebrow')} title={t('leaderboard.title')} lead={t('leaderboard.lead')} />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 md:py-10">
        <search
          aria-label={t('leaderboard.filters')}
          className="grid gap-5 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 md:grid-cols-[auto_auto_auto] md:justify-between"
        >
          {FILTER_GROUPS.map(([filter, labels, values]) => (
            <ChoiceGroup
              key={filter}
              legend={t(`leaderboard.${filter}`)}
              name={filter}
              value={filters[filter]}
              options={values.map((value) => ({ value, label: t(`leaderboard.${labels}.${value}`) }))}
              onChange={(value) => change(filter, value)}
            />
          ))}
        </search>
        <Board filters={filters} />
        <p className="text-sm text-muted text-pretty">{t('leaderboard.note')}</p>
      </div>
    </>
  );
}

/** The board of `filters`: loading, its failure with a retry, empty, or the table and "Cargar más". */
function Board({ filters }: { filters: LeaderboardFilters }) {
  const { t } = useTranslation('community');
  const { t: tm } = useTranslation();
  const board = useLeaderboard(filters);
  if (board.isPending) return <Spinner label={tm('common.loading')} className="justify-self-center py-10" />;
  if (board.isError) {
    return (
      <RetryAlert
        title={t('leaderboard.loadFailed')}
        retryLabel={t('leaderboard.retry')}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const view = board.data;
  if (view.rows.length === 0 && view.pinned === null) {
    return (
      <div className="grid justify-items-center gap-3 rounded-[28px] bg-white p-8 text-center shadow-card ring-1 ring-court-900/8">
        <Trophy aria-hidden="true" className="size-10 text-court-400" />
        <p className="font-display text-xl font-bold text-court-900">{t('leaderboard.empty')}</p>
        <p className="max-w-xl text-muted text-pretty">{t('leaderboard.emptyHint')}</p>
      </div>
    );
  }
  const caption = t('leaderboard.caption', {
    sport: t(`leaderboard.sports.${filters.sport}`),
    period: t(`leaderboard.periods.${filters.period}`),
    scope: t(`leaderboard.scopes.${filters.scope}`),
  });
  return (
    <>
      <LeaderboardTable view={view} caption={caption} />
      <LoadMoreButton list={board} label={t('leaderboard.more')} loadingLabel={t('leaderboard.loadingMore')} />
    </>
  );
}
