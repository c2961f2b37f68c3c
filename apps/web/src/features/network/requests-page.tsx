import { UserRoundSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadingScreen } from '../../components/ui/spinner';
import { timeAgo } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { ConnectionControl } from './connection-control';
import { requestControls } from './connection-controls';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { LoadMoreButton } from './load-more-button';
import type { RequestDirection } from './network-api';
import { NetworkFrame } from './network-frame';
import { useRequests } from './network-queries';
import { PlayerCard } from './player-card';
import { useLiveNetwork } from './use-live-network';

/** /network/requests: requests received, to accept or decline. */
export function IncomingRequestsPage() {
  return <RequestsPage direction="incoming" />;
}

/** /network/sent: requests sent and not yet answered, to cancel. */
export function SentRequestsPage() {
  return <RequestsPage direction="sent" />;
}

/**
 * A list of pending requests, newest first, each with how long ago it was made (kept fresh) and its
 * buttons. Live: a request made, answered or withdrawn by the other player appears or goes without
 * a reload. An answered request leaves the list; the focus then moves to the list rather than
 * being lost with its buttons.
 */
function RequestsPage({ direction }: { direction: RequestDirection }) {
  const { t, i18n } = useTranslation('network');
  const { t: tm } = useTranslation();
  useLiveNetwork();
  const list = useRequests(direction);
  const now = useNow();
  const section = useRef<HTMLElement>(null);
  const shown = list.data?.requests.length ?? 0;
  const shownBefore = useRef(shown);

  useEffect(() => {
    // Only when a request left with the focus on its buttons; never on arrival.
    if (shown < shownBefore.current && document.activeElement === document.body) section.current?.focus();
    shownBefore.current = shown;
  }, [shown]);

  const name = direction === 'incoming' ? 'requests' : 'sent';
  return (
    <NetworkFrame section={name} summary={list.data?.summary}>
      {list.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
      {list.isError ? <LoadFailed title={t('requests.loadFailed')} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <section
          ref={section}
          tabIndex={-1}
          aria-label={t(`network.headings.${name}`)}
          className="grid gap-4 rounded-[28px]"
        >
          {shown === 0 ? (
            <EmptyState
              message={t(`requests.empty.${direction}`)}
              action={
                <Link to="/search-players" className={buttonClasses('secondary')}>
                  <UserRoundSearch aria-hidden="true" className="size-4" />
                  {t('links.search')}
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-3">
              {list.data.requests.map((request) => (
                <li key={request.id}>
                  <PlayerCard
                    player={request.player}
                    meta={
                      <p className="text-sm text-muted">
                        <time dateTime={new Date(request.createdAt).toISOString()}>
                          {t(`requests.when.${direction}`, { ago: timeAgo(request.createdAt, now, i18n.language) })}
                        </time>
                      </p>
                    }
                    actions={
                      <ConnectionControl
                        player={request.player}
                        requestId={request.id}
                        controls={requestControls(direction)}
                        inList
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton list={list} />
        </section>
      ) : null}
    </NetworkFrame>
  );
}
