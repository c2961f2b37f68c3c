import { MAX_SESSION_PLAYERS, SESSION_PLAYER_NAME_MAX_LENGTH } from '@marcador/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../lib/use-translation';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { canAddPlayer, type SessionPlayerDraft, withPlayer } from './session-form';

/** Typing pauses this long before the directory is searched. */
const SEARCH_DELAY_MS = 300;
/** Results shown under the search: enough to pick from, short on a phone. */
const SHOWN_RESULTS = 6;

/**
 * The session's players, up to four: registered players found with the directory's search, or names
 * typed for people without an account. Each chosen player has a button that removes them.
 */
export function PlayersPicker({
  players,
  onChange,
}: {
  players: SessionPlayerDraft[];
  onChange: (players: SessionPlayerDraft[]) => void;
}) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const [typedName, setTypedName] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const full = !canAddPlayer(players);
  const search = useQuery({
    queryKey: courtAdminKeys.directory(q),
    queryFn: ({ signal }) => courtAdminApi.directory(q, signal),
    enabled: q.length >= 2 && !full,
  });
  const results = (search.data?.players ?? [])
    .filter((player) => !players.some((chosen) => chosen.userId === player.id))
    .slice(0, SHOWN_RESULTS);
  const add = (player: SessionPlayerDraft) => onChange(withPlayer(players, player));

  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold text-court-900">
        {t('courtAdmin.sessionForm.players', { count: players.length, max: MAX_SESSION_PLAYERS })}
      </legend>
      {players.length > 0 ? (
        <ul className="grid gap-2">
          {players.map((player) => (
            <li
              key={player.userId ?? `name:${player.name}`}
              className="flex min-w-0 items-center justify-between gap-3 rounded-2xl bg-court-50 py-1 pr-1 pl-4"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {player.name}
                <span className="ml-2 text-sm text-muted">
                  {t(player.userId ? 'courtAdmin.sessionForm.registered' : 'courtAdmin.sessionForm.typed')}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={t('courtAdmin.sessionForm.removePlayer', { name: player.name })}
                onClick={() => onChange(players.filter((other) => other !== player))}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">{t('courtAdmin.sessionForm.full', { max: MAX_SESSION_PLAYERS })}</p>
      ) : (
        <>
          <div className="grid gap-2">
            <TextField
              type="search"
              label={t('courtAdmin.sessionForm.search')}
              hint={t('courtAdmin.sessionForm.searchHint')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {q.length >= 2 && search.isSuccess ? (
              results.length > 0 ? (
                <ul className="grid gap-2" aria-label={t('courtAdmin.sessionForm.results')}>
                  {results.map((player) => (
                    <li key={player.id}>
                      <Button
                        variant="secondary"
                        className="w-full justify-start text-left"
                        aria-label={t('courtAdmin.sessionForm.addPlayer', { name: player.name })}
                        onClick={() => {
                          add({ userId: player.id, name: player.name });
                          setQuery('');
                        }}
                      >
                        <span className="min-w-0 [overflow-wrap:anywhere]">
                          {player.name}
                          {player.city ? <span className="ml-2 text-muted">{player.city}</span> : null}
                        </span>
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p role="status" className="text-sm text-muted">
                  {t('courtAdmin.sessionForm.noResults')}
                </p>
              )
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label={t('courtAdmin.sessionForm.typedName')}
              value={typedName}
              maxLength={SESSION_PLAYER_NAME_MAX_LENGTH}
              // Beside its button where both fit; on a phone the button goes under it.
              className="min-w-0 flex-1 basis-56"
              onChange={(event) => setTypedName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add({ userId: null, name: typedName });
                setTypedName('');
              }}
            />
            <Button
              variant="secondary"
              size="lg"
              disabled={!typedName.trim()}
              onClick={() => {
                add({ userId: null, name: typedName });
                setTypedName('');
              }}
            >
              {t('courtAdmin.sessionForm.addName')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
