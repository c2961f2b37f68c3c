import { TextField } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { TEAM_COLOR_CLASSES } from '../../lib/match/team-colors';
import { useSetupTranslation } from '../../lib/use-translation';
import { TEAM_COLORS, type TeamDraft } from './setup-model';

/**
 * One team: optional name, colour (the six), and one or two player names. `shownName` is what the
 * match will call the team without a name of its own (its players', else 'Nosotros' / 'Oponentes').
 */
export function TeamFields({
  id,
  team,
  isDoubles,
  shownName,
  onChange,
}: {
  id: 'team1' | 'team2';
  team: TeamDraft;
  isDoubles: boolean;
  shownName: string;
  onChange: (team: TeamDraft) => void;
}) {
  const { t } = useSetupTranslation();
  const players = isDoubles ? [0, 1] : [0];
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <legend className="sr-only">{t(`setup.${id}`)}</legend>
      <h3 className="font-display text-lg font-extrabold text-court-900">{t(`setup.${id}`)}</h3>
      <TextField
        className="mt-3"
        label={t('setup.teamName')}
        labelNote={t('setup.optional')}
        placeholder={shownName}
        maxLength={40}
        value={team.name}
        onChange={(event) => onChange({ ...team, name: event.target.value })}
      />
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-court-900">{t('setup.teamColor')}</legend>
        <div className="flex flex-wrap gap-2">
          {TEAM_COLORS.map((color) => (
            <label
              key={color}
              title={t(`colors.${color}`)}
              className={cn(
                'inline-flex size-11 cursor-pointer items-center justify-center rounded-full ring-offset-2',
                TEAM_COLOR_CLASSES[color],
                team.color === color ? 'ring-3 ring-court-900' : '',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-court-500',
              )}
            >
              <input
                type="radio"
                name={`${id}-color`}
                value={color}
                checked={team.color === color}
                onChange={() => onChange({ ...team, color })}
                className="sr-only"
                aria-label={t(`colors.${color}`)}
              />
              {team.color === color ? <span aria-hidden="true">✓</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {players.map((index) => (
        <TextField
          key={index}
          className="mt-4"
          label={t('setup.playerName', { n: index + 1 })}
          labelNote={t('setup.optional')}
          maxLength={60}
          value={team.players[index]}
          onChange={(event) => {
            const next: [string, string] = [...team.players];
            next[index] = event.target.value;
            onChange({ ...team, players: next });
          }}
        />
      ))}
    </fieldset>
  );
}
