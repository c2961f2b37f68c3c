import { TOURNAMENT_MAX_COURTS, TOURNAMENT_NAME_MAX_LENGTH } from '@marcador/contracts/limits';
import { RACE_TOTAL_MAX, RACE_TOTAL_MIN, RACE_TOTAL_PRESETS } from '@marcador/domain';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { SelectField, TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { PlayersField } from './players-field';
import { FORMATS, type SetupDraft, type SetupErrors } from './setup-form';

const COURT_CHOICES = Array.from({ length: TOURNAMENT_MAX_COURTS }, (_, index) => index + 1);
const CUSTOM = 'custom';

/** The set-up's fields: name, players, courts, format and points per match (a preset or 4-99). */
export function SetupFields({
  draft,
  errors,
  onChange,
}: {
  draft: SetupDraft;
  errors: SetupErrors;
  onChange: (draft: SetupDraft) => void;
}) {
  const { t } = useTranslation('tournaments');
  const change = (part: Partial<SetupDraft>) => onChange({ ...draft, ...part });
  const pointsChoice = draft.points.kind === 'preset' ? String(draft.points.value) : CUSTOM;
  return (
    <>
      <TextField
        label={t('setup.name')}
        value={draft.name}
        maxLength={TOURNAMENT_NAME_MAX_LENGTH}
        error={errors.name ? t(errors.name) : undefined}
        onChange={(event) => change({ name: event.target.value })}
      />
      <PlayersField players={draft.players} error={errors.players} onChange={(players) => change({ players })} />
      <SelectField
        label={t('setup.courts')}
        value={draft.courts}
        onChange={(event) => change({ courts: Number(event.target.value) })}
      >
        {COURT_CHOICES.map((courts) => (
          <option key={courts} value={courts}>
            {courts}
          </option>
        ))}
      </SelectField>
      <ChoiceGroup
        legend={t('setup.format')}
        name="format"
        value={draft.format}
        options={FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
        onChange={(format) => change({ format })}
      />
      <p className="-mt-4 text-sm text-muted">{t(`formatHints.${draft.format}`)}</p>
      <ChoiceGroup
        legend={t('setup.points')}
        name="points"
        value={pointsChoice}
        options={[
          ...RACE_TOTAL_PRESETS.map((points) => ({ value: String(points), label: String(points) })),
          { value: CUSTOM, label: t('setup.customPoints') },
        ]}
        onChange={(choice) =>
          change({
            points: choice === CUSTOM ? { kind: 'custom', text: '' } : { kind: 'preset', value: Number(choice) },
          })
        }
      />
      {draft.points.kind === 'custom' ? (
        <TextField
          label={t('setup.customPointsLabel', { min: RACE_TOTAL_MIN, max: RACE_TOTAL_MAX })}
          inputMode="numeric"
          value={draft.points.text}
          error={errors.points ? t(errors.points, { min: RACE_TOTAL_MIN, max: RACE_TOTAL_MAX }) : undefined}
          onChange={(event) => change({ points: { kind: 'custom', text: event.target.value } })}
        />
      ) : null}
    </>
  );
}
