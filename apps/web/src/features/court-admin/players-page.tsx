import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/field';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { SessionSummary } from './session-summary';

const SEARCH_DELAY_MS = 300;

/**
 * /court-admin/players/search: the players who have played at the venue, with their latest sessions
 * (filtered by name), and a search of the whole players' directory.
 */
export function PlayersPage({ venueId }: { venueId: string }) {
  const { t } = useTranslation('account');
  return (
    <AreaFrame title={t('courtAdmin.players.title')} lead={t('courtAdmin.players.lead')}>
      <VenuePlayers venueId={venueId} />
      <Directory />
    </AreaFrame>
  );
}

function VenuePlayers({ venueId }: { venueId: string }) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const players = useQuery({
    queryKey: courtAdminKeys.venuePlayers(venueId, q),
    queryFn: ({ signal }) => courtAdminApi.venuePlayers(venueId, q, signal),
  });
  const list = players.data?.players ?? [];
  return (
    <AreaSection id="venue-players-title" title={t('courtAdmin.players.venueTitle')}>
      <TextField
        type="search"
        label={t('courtAdmin.players.filter')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="mb-4 max-w-md"
      />
      {players.isPending ? (
        <Spinner label={t('courtAdmin.common.loading')} />
      ) : players.isError ? (
        <RetryAlert
          title={t('courtAdmin.players.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => void players.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-muted">{t(q ? 'courtAdmin.players.noMatch' : 'courtAdmin.players.none')}</p>
      ) : (
        <ul className="grid gap-4">
          {list.map((player) => (
            <li key={player.userId} className="min-w-0 rounded-2xl p-4 ring-1 ring-court-900/10">
              <h3 className="font-display text-lg font-bold text-court-900 [overflow-wrap:anywhere]">
                <Link
                  to={`/player/${encodeURIComponent(player.userId)}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  {player.name}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                {t('courtAdmin.players.sessionCount', { count: player.sessionCount })}
              </p>
              <ul className="mt-2 grid gap-2" aria-label={t('courtAdmin.players.recent', { name: player.name })}>
                {player.recent.map((session) => (
                  <li key={session.id}>
                    <SessionSummary session={session} withDate withCourt />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </AreaSection>
  );
}

function Directory() {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = useQuery({
    queryKey: courtAdminKeys.directory(q),
    queryFn: ({ signal }) => courtAdminApi.directory(q, signal),
    enabled: q.length >= 2,
  });
  const found = search.data?.players ?? [];
  return (
    <AreaSection id="directory-title" title={t('courtAdmin.players.directoryTitle')}>
      <TextField
        type="search"
        label={t('courtAdmin.players.directorySearch')}
        hint={t('courtAdmin.sessionForm.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="mb-4 max-w-md"
      />
      {q.length < 2 ? null : search.isPending ? (
        <Spinner label={t('courtAdmin.common.loading')} />
      ) : search.isError ? (
        <RetryAlert
          title={t('courtAdmin.players.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => void search.refetch()}
        />
      ) : found.length === 0 ? (
        <p role="status" className="text-muted">
          {t('courtAdmin.sessionForm.noResults')}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {found.map((player) => (
            <li key={player.id} className="min-w-0">
              <Link
                to={`/player/${encodeURIComponent(player.id)}`}
                className="flex min-h-11 flex-col justify-center rounded-2xl px-4 py-2 ring-1 ring-court-900/10 hover:bg-court-50"
              >
                <span className="font-semibold text-court-900 [overflow-wrap:anywhere]">{player.name}</span>
                <span className="text-sm text-muted [overflow-wrap:anywhere]">
                  @{player.username}
                  {player.city ? ` · ${player.city}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AreaSection>
  );
}
