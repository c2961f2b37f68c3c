import { type PlayerIndex, SIDES, type Side, type TeamNames } from '@marcador/domain';
import { useId } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useTranslation } from '../../lib/use-translation';
import type { ServeChoice } from './serve-choice';

const other = (side: Side): Side => (side === 'player1' ? 'player2' : 'player1');

/**
 * Who serves, as radio groups: the serving team (unless `teamLegend` is left out: the team is given),
 * and in doubles, per team, which of its players serves first, the serving team listed first. A player
 * without a typed name is "Jugador 1" / "Jugador 2".
 */
export function ServePicker({
  choice,
  onChange,
  names,
  playerOrder,
  teamLegend,
}: {
  choice: ServeChoice;
  onChange: (choice: ServeChoice) => void;
  names: TeamNames;
  playerOrder: boolean;
  teamLegend?: string;
}) {
  const { t } = useTranslation('match');
  const id = useId();
  const playerOptions = (side: Side) =>
    ([0, 1] as const).map((index) => ({
      value: String(index) as '0' | '1',
      label: names.players?.[side][index]?.trim() || t('serve.player', { n: index + 1 }),
    }));
  return (
    <div className="flex flex-col gap-4 text-left">
      {teamLegend ? (
        <ChoiceGroup
          legend={teamLegend}
          name={`${id}-team`}
          value={choice.server}
          options={SIDES.map((side) => ({ value: side, label: names[side] }))}
          onChange={(server) => onChange({ ...choice, server })}
        />
      ) : null}
      {playerOrder
        ? [choice.server, other(choice.server)].map((side) => (
            <ChoiceGroup
              key={side}
              legend={t('serve.playerOf', { team: names[side] })}
              name={`${id}-${side}`}
              value={String(choice[side]) as '0' | '1'}
              options={playerOptions(side)}
              onChange={(index) => onChange({ ...choice, [side]: Number(index) as PlayerIndex })}
            />
          ))
        : null}
    </div>
  );
}
