import { MAX_VENUE_QUERY } from '@marcador/contracts/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../lib/use-translation';
import { searchVenues } from '../../lib/venue-search';

const WRAP = '[overflow-wrap:anywhere]';

export interface PickedVenue {
  id: string;
  name: string;
}

/**
 * The club to book at: the set-up's venue search (active venues by name or city, asked after a
 * typing pause), each result a real button; once chosen, its name with a button to choose another.
 */
export function VenuePicker({
  venue,
  error,
  onChange,
}: {
  venue: PickedVenue | null;
  error: string | undefined;
  onChange: (venue: PickedVenue | null) => void;
}) {
  const { t } = useTranslation('sessions');
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), 250);
  const search = useQuery({
    queryKey: ['venues', 'search', settled],
    queryFn: ({ signal }) => searchVenues(settled, signal),
    placeholderData: keepPreviousData,
    enabled: venue === null,
  });

  if (venue)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-court-50 px-4 py-3">
        <p className={`min-w-0 font-semibold text-court-900 ${WRAP}`}>
          <span className="sr-only">{t('form.venue.chosen')}: </span>
          {venue.name}
        </p>
        <Button variant="secondary" onClick={() => onChange(null)}>
          {t('form.venue.change')}
        </Button>
      </div>
    );

  const venues = search.data ?? [];
  let status: string;
  if (search.isError) status = t('form.venue.failed');
  else if (venues.length) status = t('form.venue.results', { count: venues.length });
  else if (search.isPending || settled !== query.trim()) status = t('form.venue.loading');
  else status = t('form.venue.empty');

  return (
    <div className="grid gap-2">
      <TextField
        type="search"
        label={t('form.venue.label')}
        hint={t('form.venue.hint')}
        error={error}
        maxLength={MAX_VENUE_QUERY}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      <ul aria-label={t('form.venue.resultsLabel')} className="grid max-h-80 gap-2 overflow-y-auto p-1">
        {venues.map((found) => (
          <li key={found.id}>
            <button
              type="button"
              onClick={() => onChange({ id: found.id, name: found.name })}
              className="flex min-h-14 w-full items-center rounded-2xl bg-white px-4 py-2 text-left ring-1 ring-court-200 hover:bg-court-50"
            >
              <span className="flex min-w-0 flex-col">
                <span className={`font-semibold text-court-900 ${WRAP}`}>{found.name}</span>
                <span className={`text-sm text-muted ${WRAP}`}>
                  {[found.address, found.city].filter(Boolean).join(', ')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
