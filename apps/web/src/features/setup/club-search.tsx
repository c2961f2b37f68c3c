import { MAX_VENUE_QUERY } from '@marcador/contracts/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { TextField } from '../../components/ui/field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSetupTranslation } from '../../lib/use-translation';
import { searchVenues } from '../../lib/venue-search';
import { type ClubChoice, clubChoices, clubDraftOfVenue } from './club-choices';
import type { ClubDraft } from './setup-model';
import { clubDraftOf, readUserClubs } from './user-clubs';

/** Typing pause before the server is asked. */
const DEBOUNCE_MS = 250;

/**
 * The club search: a labelled search box whose results are the user's own clubs (filtered here,
 * as they type) and the venues the server finds (after a pause). Each result is a real button;
 * ↓ from the box moves into the list, ↑ ↓ Home End move within it, Escape goes back to the box.
 */
export function ClubSearch({ onPick }: { onPick: (club: ClubDraft) => void }) {
  const { t } = useSetupTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const saved = useMemo(readUserClubs, []);
  const search = useQuery({
    queryKey: ['venues', 'search', settled],
    queryFn: ({ signal }) => searchVenues(settled, signal),
    placeholderData: keepPreviousData,
  });
  const choices = clubChoices(query, saved, search.data ?? []);
  // The search box lives inside TextField, which takes no ref: it is found from this wrapper.
  const box = useRef<HTMLDivElement>(null);
  const focusInput = () => box.current?.querySelector('input')?.focus();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function focusResult(index: number) {
    buttons.current[Math.max(0, Math.min(index, choices.length - 1))]?.focus();
  }

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && choices.length) {
      event.preventDefault();
      focusResult(0);
    }
    // Enter in the search box searches; it must not submit the set-up and start the match.
    if (event.key === 'Enter') event.preventDefault();
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusResult(index + 1),
      ArrowUp: () => (index <= 0 ? focusInput() : focusResult(index - 1)),
      Home: () => focusResult(0),
      End: () => focusResult(choices.length - 1),
      Escape: focusInput,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function pick(choice: ClubChoice) {
    onPick(choice.kind === 'venue' ? clubDraftOfVenue(choice.venue) : clubDraftOf(choice.club));
  }

  const waiting = search.isPending || settled !== query.trim();
  let status: string;
  if (search.isError) status = t('setup.clubSearch.error');
  else if (choices.length) status = t('setup.clubSearch.results', { count: choices.length });
  else if (waiting) status = t('setup.clubSearch.loading');
  else status = query.trim() ? t('setup.clubSearch.empty', { query: query.trim() }) : t('setup.clubSearch.none');

  return (
    <div ref={box}>
      <TextField
        type="search"
        label={t('setup.clubSearch.label')}
        placeholder={t('setup.clubSearch.placeholder')}
        hint={t('setup.clubSearch.hint')}
        maxLength={MAX_VENUE_QUERY}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={listId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleInputKeyDown}
        trailing={<Search aria-hidden="true" className="mr-3 size-5 text-court-700" />}
      />
      <p role="status" className={search.isError ? 'mt-3 text-sm font-medium text-red-700' : 'mt-3 text-sm text-muted'}>
        {status}
      </p>
      <ul
        id={listId}
        aria-label={t('setup.clubSearch.resultsLabel')}
        onKeyDown={handleListKeyDown}
        className="mt-2 flex max-h-96 flex-col gap-2 overflow-y-auto p-1"
      >
        {choices.map((choice, index) => (
          <li key={`${choice.kind}:${choice.id}`}>
            <button
              type="button"
              ref={(element) => {
                buttons.current[index] = element;
              }}
              onClick={() => pick(choice)}
              className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-white px-4 py-2 text-left ring-1 ring-court-200 transition-colors hover:bg-court-50 hover:ring-court-300 active:bg-court-100"
            >
              {choice.kind === 'venue' ? (
                <Building2 aria-hidden="true" className="size-5 shrink-0 text-court-700" />
              ) : (
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-court-700" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-court-900">{choice.name}</span>
                {choice.detail ? <span className="text-sm break-words text-muted">{choice.detail}</span> : null}
              </span>
              {choice.kind === 'saved' || choice.venue.courtNames.length ? (
                <span className="shrink-0 rounded-full bg-court-50 px-3 py-1 text-xs font-semibold text-court-800">
                  {choice.kind === 'saved'
                    ? t('setup.clubSearch.mine')
                    : t('setup.clubSearch.courts', { count: choice.venue.courtNames.length })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
