import type { ListParticipationsResponse } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { participationsApi } from '../../lib/match/match-api';
import { matchSummaryPath } from '../../lib/match-summary-path';
import { useTranslation } from '../../lib/use-translation';
import { HistoryRow, historyDate } from './history-row';

/** Where a page starts: after the previous page's last item (null: the newest). */
type PageStart = { before: string; beforeId: string } | null;

/**
 * One page of the matches other players saved with the user as a participant, newest first. The
 * pages are separate queries (not an infinite query): the profile keeps to the query hooks the
 * other tabs already load.
 */
export function useParticipationsPage(start: PageStart) {
  return useQuery({
    queryKey: ['participations', start],
    queryFn: ({ signal }) => participationsApi.list(start, signal),
    staleTime: 0,
  });
}

/** Where the page after `page` starts; null when it is the last. */
function nextStart(page: ListParticipationsResponse): PageStart {
  const last = page.participations.at(-1);
  return page.hasMore && last ? { before: last.addedAt, beforeId: last.match.id } : null;
}

/**
 * Read-only: each row opens the match's summary as a participant, marked "Como participante";
 * "Cargar más" adds the next page under the others. Nothing is shown while the user has none.
 */
export function ParticipationsSection({ first }: { first: ReturnType<typeof useParticipationsPage> }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [more, setMore] = useState<NonNullable<PageStart>[]>([]);
  if (first.isPending) return <Spinner label={tc('common.loading')} />;
  if (first.isError) return <Alert tone="error" title={t('profile.participations.loadFailed')} />;
  if (first.data.participations.length === 0) return null;
  return (
    <section aria-labelledby="participations-title">
      <h2 id="participations-title" className="font-display text-2xl font-extrabold text-court-900">
        {t('profile.participations.title')}
      </h2>
      <p className="mt-1 text-muted">{t('profile.participations.lead')}</p>
      <ul className="mt-4 flex flex-col gap-3" data-testid="participations">
        <Rows page={first.data} />
        {more.map((start) => (
          <LaterPage key={`${start.before}/${start.beforeId}`} start={start} />
        ))}
      </ul>
      <MoreButton
        start={more.length === 0 ? nextStart(first.data) : null}
        lastLoaded={more.at(-1) ?? null}
        onMore={(start) => setMore([...more, start])}
      />
    </section>
  );
}

/** A page after the first, read when "Cargar más" asked for it. */
function LaterPage({ start }: { start: NonNullable<PageStart> }) {
  const { t: tc } = useTranslation();
  const page = useParticipationsPage(start);
  if (!page.data) return page.isPending ? <Spinner label={tc('common.loading')} /> : null;
  return <Rows page={page.data} />;
}

/** "Cargar más" while the last page read says more follow. */
function MoreButton({
  start,
  lastLoaded,
  onMore,
}: {
  start: PageStart;
  lastLoaded: PageStart;
  onMore: (start: NonNullable<PageStart>) => void;
}) {
  const { t } = useTranslation('account');
  const last = useParticipationsPage(lastLoaded);
  const next = lastLoaded === null ? start : last.data ? nextStart(last.data) : null;
  if (next === null) return null;
  return (
    <Button variant="secondary" className="mt-4" onClick={() => onMore(next)}>
      {t('profile.participations.more')}
    </Button>
  );
}

function Rows({ page }: { page: ListParticipationsResponse }) {
  const { t, i18n } = useTranslation('account');
  const date = historyDate(i18n.language);
  return page.participations.map(({ match, creatorName, seat, addedAt }) => (
    <HistoryRow
      key={match.id}
      match={match}
      when={date.format(Date.parse(addedAt))}
      to={matchSummaryPath(match.id, 'participant')}
      seenBy={{ seat, creatorName }}
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
  ));
}
