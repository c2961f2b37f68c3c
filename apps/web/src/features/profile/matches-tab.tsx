import { useQuery } from '@tanstack/react-query';
import { Crown, History } from 'lucide-react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { type MatchSummary, matchesApi } from '../../lib/match/match-api';
import { matchSummaryPath } from '../../lib/match-summary-path';
import { useTranslation } from '../../lib/use-translation';
import { EmptyTab } from './empty-tab';
import { HistoryRow, historyDate } from './history-row';
import { ParticipationsSection, useParticipationsPage } from './participations-section';
import { QueryPending } from './query-pending';

/** Enough for a season of matches on one page; free plans get at most 10 completed ones anyway. */
const HISTORY_PAGE = 100;

/** The user's history, first page. */
function useMatchHistory() {
  return useQuery({
    queryKey: ['matches', 'history'],
    queryFn: ({ signal }) => matchesApi.list({ limit: HISTORY_PAGE }, signal),
  });
}

/**
 * The Matches tab: the user's own matches, newest first, then the matches other players saved with
 * them as a participant. Free plans see their latest 10 completed matches of their own and an upsell
 * naming how many more the server keeps (`hiddenCount`).
 */
export function MatchesTab() {
  const history = useMatchHistory();
  const participations = useParticipationsPage(null);
  if (!history.data) return <QueryPending query={history} area="history" />;
  const { matches, hiddenCount } = history.data;
  const none = !matches.length && !hiddenCount;
  if (none && participations.data?.participations.length === 0) return <EmptyTab tab="partidos" icon={History} />;
  // One column that never widens past the page (a grid track grows to its content's longest line
  // otherwise): a row wraps its longest names instead.
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-10">
      {none ? null : <OwnMatches matches={matches} hiddenCount={hiddenCount} />}
      <ParticipationsSection first={participations} />
    </div>
  );
}

function OwnMatches({ matches, hiddenCount }: { matches: readonly MatchSummary[]; hiddenCount: number }) {
  const { t, i18n } = useTranslation('account');
  const date = historyDate(i18n.language);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('profile.history.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3" data-testid="match-history">
        {matches.map((match) => (
          <HistoryRow
            key={match.id}
            match={match}
            when={date.format(Date.parse(match.createdAt))}
            to={matchSummaryPath(match.id)}
          />
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
