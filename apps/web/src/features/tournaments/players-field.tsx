import type { TournamentPlayerInput } from '@marcador/contracts';
import { PLAYER_NAME_MAX_LENGTH } from '@marcador/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { ContactsList } from './contacts-list';
import { NetworkList } from './network-list';
import { PickSources } from './pick-list';
import { newPlayerError, type SetupErrorKey } from './setup-form';

const WRAP = '[overflow-wrap:anywhere]';

/**
 * The players: a name typed and added (refused when empty or already in, with the spec's words),
 * picked from the saved contacts (a name), or from the network (a player with their account, who
 * then follows the tournament); each added one listed with a button that removes them.
 */
export function PlayersField({
  players,
  onChange,
  error,
}: {
  players: readonly TournamentPlayerInput[];
  onChange: (players: TournamentPlayerInput[]) => void;
  error: SetupErrorKey | undefined;
}) {
  const { t } = useTranslation('tournaments');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<SetupErrorKey | null>(null);

  const add = (name: string, userId?: string): SetupErrorKey | null => {
    const refusal = newPlayerError(players, name, userId);
    if (!refusal) onChange([...players, userId ? { name: name.trim(), userId } : { name: name.trim() }]);
    return refusal;
  };
  const handleAdd = (event: SyntheticEvent) => {
    event.preventDefault();
    const refusal = add(typed);
    setTypedError(refusal);
    if (!refusal) setTyped('');
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-court-900">
        {t('setup.players', { count: players.length })}
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1 basis-52"
          label={t('setup.playerName')}
          value={typed}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          error={typedError ? t(typedError) : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the player instead of previewing the whole form.
            if (event.key === 'Enter') handleAdd(event);
          }}
        />
        <Button variant="court" className="min-h-12" onClick={handleAdd}>
          {t('setup.addPlayer')}
        </Button>
      </div>
      <PickSources
        sources={[
          { words: 'setup.contacts', list: () => <ContactsList onPick={(contact) => add(contact.name)} /> },
          { words: 'setup.network', list: () => <NetworkList onPick={(player) => add(player.name, player.id)} /> },
        ]}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
      {players.length > 0 ? (
        <ol className="grid gap-2">
          {players.map((player, index) => (
            <li
              key={player.name}
              className="flex items-center justify-between gap-2 rounded-2xl bg-court-50 py-1 pr-1 pl-4"
            >
              <span className={`min-w-0 ${WRAP}`}>
                {index + 1}. {player.name}
                {player.userId ? <span className="block text-sm text-muted">{t('setup.network.linked')}</span> : null}
              </span>
              <Button
                variant="ghost"
                aria-label={t('setup.removePlayer', { name: player.name })}
                onClick={() => onChange(players.filter((other) => other !== player))}
              >
                {t('setup.remove')}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
