import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Crown, History, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { type MatchSummary, matchesApi } from '../../lib/match/match-api';
import { playedSetsText, teamNames } from '../../lib/match/team-names';
import { useTranslation } from '../../lib/use-translation';
import { EmptyTab } from './empty-tab';

/** Enough for a season of matches on one page; free plans get at most 10 completed ones anyway. */
const HISTORY_PAGE = 100;

/** The user's history, first page (shared by the Matches and Stats tabs through the query cache). */
export function useMatchHistory() {
  return useQuery({
    queryKey: ['matches', 'history'],
    queryFn: ({ signal }) => matchesApi.list({ limit: HISTORY_PAGE }, signal),
  });
}

/** The history's first page is full: the user may have more matches than it shows. */
export function mayHaveMore(matches: readonly MatchSummary[]): boolean {
  return matches.length >= HISTORY_PAGE;
}

/** Loading, or the history could not be read (with a retry); null once it is there. */
export function HistoryPending({ history }: { history: ReturnType<typeof useMatchHistory> }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  if (history.isPending) return <Spinner label={tc('common.loading')} />;
  if (!history.isError) return null;
  return (
    <Alert tone="error" title={t('profile.history.loadFailed')}>
      <Button variant="secondary" className="mt-3" onClick={() => void history.refetch()}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('profile.history.retry')}
      </Button>
    </Alert>
  );
}

/**
 * The Matches tab: the user's own matches, newest first. Free plans see their latest 10 completed
 * matches and an upsell naming how many more the server keeps (`hiddenCount`).
 */
export function MatchesTab() {
  const { t, i18n } = useTranslation('account');
  const history = useMatchHistory();
  if (!history.data) return <HistoryPending history={history} />;
  const { matches, hiddenCount } = history.data;
  if (!matches.length && !hiddenCount) return <EmptyTab tab="partidos" icon={History} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const tHistory = (key: string) => t(`profile.history.${key}`);
  return (
    <section aria-labelledby="history-title" className="mx-auto max-w-3xl">
      <h2 id="history-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('profile.history.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3" data-testid="match-history">
        {matches.map((match) => (
          <HistoryRow key={match.id} match={match} when={date.format(Date.parse(match.createdAt))} t={tHistory} />
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <div
          className="mt-5 flex flex-wrap items-center gap-4 rounded-3xl bg-ball-200 p-5 ring-1 ring-ball-500"
          data-testid="history-upsell"
        >
          <Crown aria-hidden="true" className="size-6 text-court-900" />
          <p className="flex-1 font-semibold text-court-900">{t('profile.history.upsell', { count: hiddenCount })}</p>
          <PremiumUpsellButton feature="fullHistory" variant="court">
            {t('profile.history.upgrade')}
          </PremiumUpsellButton>
        </div>
      ) : null}
    </section>
  );
}

function HistoryRow({ match, when, t }: { match: MatchSummary; when: string; t: (key: string) => string }) {
  const { t: tr } = useTranslation('account');
  const names = teamNames(match.config, (key) => t(key));
  const teams = `${names.player1} · ${names.player2}`;
  const result =
    match.result === 'draw'
      ? t('draw')
      : match.result
        ? tr('profile.history.winner', { team: names[match.result] })
        : t(`status.${match.status}`);
  return (
    <li>
      <Link
        to={`/match-summary?id=${encodeURIComponent(match.id)}`}
        className="flex min-h-16 items-center gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-court-900/8 hover:ring-court-300"
      >
        <div className="min-w-0 flex-1">
          <p title={teams} className="truncate font-display text-lg font-extrabold text-court-900">
            {teams}
          </p>
          <p className="text-sm text-muted">
            {when} ·{' '}
            <span className="font-semibold text-court-900 tabular-nums">
              {playedSetsText(match.sets, (set) => tr('profile.history.unfinishedSet', { set })) || '—'}
            </span>
          </p>
        </div>
        {/* A winner's 40-character name is cut to 40% of the row; the full text is its title. */}
        <Badge tone={match.status === 'completed' ? 'success' : 'clay'} className="min-w-0 max-w-[40%]">
          <span title={result} className="truncate">
            {result}
          </span>
        </Badge>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
        <span className="sr-only">{t('view')}</span>
      </Link>
    </li>
  );
}
