import { MAX_PLAYER_QUERY } from '@marcador/contracts/limits';
import { PROFILE_SPORTS, SKILL_LEVELS } from '@marcador/domain';
import { UserRoundSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../lib/use-translation';
import { ConnectionControl } from './connection-control';
import { cardControls } from './connection-controls';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { LoadMoreButton } from './load-more-button';
import { usePlayerSearch } from './network-queries';
import { PlayerCard } from './player-card';
import { filtersFromParams, levelFilter, type PlayerFilters, paramsOfFilters, sportFilter } from './player-filters';

/** Typing pause before the server is asked: one search per pause, not one per key. */
const DEBOUNCE_MS = 300;

/** The two filters: each control's label and "any" option, and the profile's options with its labels. */
const FILTERS = [
  {
    field: 'sport',
    label: 'finder.sport',
    any: 'finder.anySport',
    options: PROFILE_SPORTS,
    optionLabels: 'account:sports',
    read: sportFilter,
  },
  {
    field: 'level',
    label: 'finder.level',
    any: 'finder.anyLevel',
    options: SKILL_LEVELS,
    optionLabels: 'account:skillLevels',
    read: levelFilter,
  },
] as const;

/**
 * The players list of /search-players (`searchable`: with the text box) and /players-directory:
 * sport and level filters, player cards with their connection button, "Cargar más" while the server
 * has more. The filters live in the address, so a reload or a shared link shows the same list.
 */
export function PlayerFinder({ searchable }: { searchable: boolean }) {
  const { t } = useTranslation('network');
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const settled = useDebouncedValue(filters.q, DEBOUNCE_MS);
  const asked: PlayerFilters = { ...filters, q: searchable ? settled : '' };
  const search = usePlayerSearch(asked);
  const addressQuery = paramsOfFilters(asked).toString();

  useEffect(() => {
    // Only a real change: writing the same query would make a new location, and run this again.
    if (params.toString() !== addressQuery) setParams(new URLSearchParams(addressQuery), { replace: true });
  }, [addressQuery, params, setParams]);

  const players = search.data?.pages.flatMap((page) => page.players) ?? [];
  const last = search.data?.pages.at(-1);
  const typing = searchable && filters.q.trim() !== settled.trim();

  return (
    <div className="grid gap-6">
      {/* Filters apply as they change (the text after a pause): nothing to submit, so no form. */}
      <search
        aria-label={t('finder.filters')}
        className={cn(
          'grid gap-4 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 md:items-start',
          searchable ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]' : 'md:grid-cols-2',
        )}
      >
        {searchable ? (
          <TextField
            type="search"
            label={t('finder.query')}
            hint={t('finder.queryHint')}
            maxLength={MAX_PLAYER_QUERY}
            autoComplete="off"
            enterKeyHint="search"
            value={filters.q}
            onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            trailing={<UserRoundSearch aria-hidden="true" className="mr-3 size-5 text-court-700" />}
          />
        ) : null}
        {FILTERS.map(({ field, label, any, options, optionLabels, read }) => (
          <SelectField
            key={field}
            label={t(label)}
            value={filters[field]}
            onChange={(event) => setFilters({ ...filters, [field]: read(event.target.value) })}
          >
            <option value="">{t(any)}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`${optionLabels}.${option}`)}
              </option>
            ))}
          </SelectField>
        ))}
      </search>

      <section aria-label={t('finder.results')} aria-busy={search.isFetching || typing} className="grid gap-4">
        <p role="status" className="text-sm font-semibold text-court-800">
          {search.isPending || typing
            ? t('finder.searching')
            : search.isError
              ? ''
              : t('finder.showing', { count: players.length })}
        </p>
        {search.isError ? <LoadFailed title={t('finder.loadFailed')} onRetry={() => void search.refetch()} /> : null}
        {search.isSuccess && players.length === 0 ? <EmptyResults filters={asked} searchable={searchable} /> : null}
        {players.length > 0 ? (
          <ul className="grid gap-3">
            {players.map((player) => (
              <li key={player.id}>
                <PlayerCard
                  player={player}
                  actions={<ConnectionControl player={player} controls={cardControls(player.connection)} inList />}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {search.hasNextPage ? (
          <LoadMoreButton list={search} />
        ) : last?.hasMore ? (
          // The directory stops at its last page: narrowing the search finds the rest.
          <p className="text-center text-sm text-muted">{t('finder.narrow')}</p>
        ) : null}
      </section>
    </div>
  );
}

function EmptyResults({ filters, searchable }: { filters: PlayerFilters; searchable: boolean }) {
  const { t } = useTranslation('network');
  const query = filters.q.trim();
  const filtered = Boolean(filters.sport || filters.level);
  const message = query
    ? t('finder.emptySearch', { query })
    : filtered
      ? t('finder.emptyFilters')
      : t('finder.emptyDirectory');
  return (
    <EmptyState
      message={message}
      hint={query || filtered ? t('finder.emptyHint') : undefined}
      action={
        searchable && query ? (
          <Link to="/players-directory" className={buttonClasses('secondary')}>
            {t('links.directory')}
          </Link>
        ) : null
      }
    />
  );
}
