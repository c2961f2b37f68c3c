import { useInfiniteQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { Spinner } from '../../components/ui/spinner';
import { participationsApi } from '../../lib/match/participations-api';
import { useTranslation } from '../../lib/use-translation';
import { HistoryRow, historyDate } from './history-row';

/**
 * The matches other players saved with the user as a participant, page by page (newest first):
 * `data` is those read so far. The notifications' refresh is not needed: a new one arrives with
 * the `added_to_match` notification, whose link opens it, and the tab reads the list when it opens.
 */
export function useParticipations() {
  return useInfiniteQuery({
    queryKey: ['participations'],
    queryFn: ({ pageParam, signal }) => participationsApi.list(pageParam, signal),
    initialPageParam: null as { before: string; beforeId: string } | null,
    getNextPageParam: (last) => {
      const item = last.participations.at(-1);
      return last.hasMore && item ? { before: item.addedAt, beforeId: item.match.id } : undefined;
    },
    select: ({ pages }) => pages.flatMap((page) => page.participations),
    staleTime: 0,
  });
}

/** Read-only: each row opens the match's summary as a participant, marked "Como participante". */
export function ParticipationsSection({ participations }: { participations: ReturnType<typeof useParticipations> }) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  if (participations.isPending) return <Spinner label={tc('common.loading')} />;
  if (participations.isError) return <Alert tone="error" title={t('profile.participations.loadFailed')} />;
  if (participations.data.length === 0) return null;
  const date = historyDate(i18n.language);
  return (
    <section aria-labelledby="participations-title">
      <h2 id="participations-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('profile.participations.title')}
      </h2>
      <p className="mt-1 text-muted">{t('profile.participations.lead')}</p>
      <ul className="mt-4 flex flex-col gap-3" data-testid="participations">
        {participations.data.map(({ match, creatorName, addedAt }) => (
          <HistoryRow
            key={match.id}
            match={match}
            when={date.format(Date.parse(addedAt))}
            to={`/match-summary?id=${encodeURIComponent(match.id)}&as=participant`}
            aside={
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                <Badge tone="court">
                  <UsersRound aria-hidden="true" className="size-3.5" />
                  {t('profile.participations.badge')}
                </Badge>
                <span className="min-w-0 wrap-anywhere">{t('profile.participations.by', { name: creatorName })}</span>
              </p>
            }
          />
        ))}
      </ul>
      <LoadMoreButton
        list={participations}
        label={t('profile.participations.more')}
        loadingLabel={tc('common.loading')}
        className="mt-4"
      />
    </section>
  );
}
