import { PLAYER_NAME_MAX_LENGTH } from '@marcador/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LoadMoreButton } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useNetworkToPick } from '../../lib/network-to-pick';
import { useTranslation } from '../../lib/use-translation';
import { newPlayerIssue, type PlayerDraft } from './session-form';

const WRAP = '[overflow-wrap:anywhere]';

/** "Elegir de mi red": the player's connections, each with a button adding them (read once opened). */
function NetworkChoices({ onPick }: { onPick: (player: PlayerDraft) => string | null }) {
  const { t } = useTranslation('sessions');
  const network = useNetworkToPick();
  const [refused, setRefused] = useState<{ id: string; key: string } | null>(null);
  if (network.isPending) return <Spinner label={t('form.players.networkLoading')} className="py-2" />;
  if (network.isError) return <p className="text-sm text-red-700">{t('form.players.networkFailed')}</p>;
  if (network.data.length === 0) return <p className="text-sm text-muted">{t('form.players.networkEmpty')}</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={t('form.players.network')} className="grid gap-2">
        {network.data.map((player) => (
          <li
            key={player.id}
            className="flex items-center justify-between gap-2 rounded-2xl py-1 pr-1 pl-4 ring-1 ring-court-100"
          >
            <span className={`min-w-0 ${WRAP}`}>
              {player.name}
              {refused?.id === player.id ? <span className="block text-sm text-red-700">{t(refused.key)}</span> : null}
            </span>
            <Button
              variant="ghost"
              aria-label={t('form.players.addNamed', { name: player.name })}
              onClick={() => {
                const key = onPick({ userId: player.id, name: player.name });
                setRefused(key ? { id: player.id, key } : null);
              }}
            >
              {t('form.players.add')}
            </Button>
          </li>
        ))}
      </ul>
      <LoadMoreButton list={network} label={t('list.more')} loadingLabel={t('form.players.networkLoading')} />
    </div>
  );
}

/**
 * The session's players: a typed name added (refused when empty, already in, or no room left),
 * or one of the player's connections (by account: they are told of the session); each listed with
 * a button that removes them.
 */
export function PlayersPicker({
  players,
  room,
  selfIncluded,
  onChange,
}: {
  players: readonly PlayerDraft[];
  /** How many the list may hold. */
  room: number;
  /** A new booking: the player is in it without being listed. */
  selfIncluded: boolean;
  onChange: (players: PlayerDraft[]) => void;
}) {
  const { t } = useTranslation('sessions');
  const [typed, setTyped] = useState('');
  const [typedIssue, setTypedIssue] = useState<string | null>(null);
  const [networkOpen, setNetworkOpen] = useState(false);

  const add = (player: PlayerDraft): string | null => {
    const issue = newPlayerIssue(players, player, room);
    if (!issue) onChange([...players, { userId: player.userId, name: player.name.trim() }]);
    return issue;
  };
  const handleAdd = (event: SyntheticEvent) => {
    event.preventDefault();
    const issue = add({ userId: null, name: typed });
    setTypedIssue(issue);
    if (!issue) setTyped('');
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-court-900">{t('form.players.legend')}</legend>
      <p className="text-sm text-muted">
        {selfIncluded ? t('form.players.selfIncluded', { count: room }) : t('form.players.room', { count: room })}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1 basis-52"
          label={t('form.players.name')}
          value={typed}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          error={typedIssue ? t(typedIssue) : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedIssue(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the player instead of sending the whole form.
            if (event.key === 'Enter') handleAdd(event);
          }}
        />
        <Button variant="court" className="min-h-12" onClick={handleAdd}>
          {t('form.players.addTyped')}
        </Button>
      </div>
      <Button
        variant="secondary"
        className="justify-self-start"
        aria-expanded={networkOpen}
        onClick={() => setNetworkOpen(!networkOpen)}
      >
        {networkOpen ? t('form.players.hideNetwork') : t('form.players.showNetwork')}
      </Button>
      {networkOpen ? <NetworkChoices onPick={add} /> : null}
      {players.length ? (
        <ol aria-label={t('form.players.chosen')} className="grid gap-2">
          {players.map((player) => (
            <li
              key={player.userId ?? `name:${player.name}`}
              className="flex items-center justify-between gap-2 rounded-2xl bg-court-50 py-1 pr-1 pl-4"
            >
              <span className={`min-w-0 ${WRAP}`}>
                {player.name}
                {player.userId ? <span className="block text-sm text-muted">{t('form.players.linked')}</span> : null}
              </span>
              <Button
                variant="ghost"
                aria-label={t('form.players.remove', { name: player.name })}
                onClick={() => onChange(players.filter((other) => other !== player))}
              >
                {t('form.players.removeShort')}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
