import type { TournamentMatchDetail } from '@marcador/contracts';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { checkResultForm, type ResultFormCheck } from './result-form';

type Errors = Extract<ResultFormCheck, { ok: false }>['errors'];

/** The form's two fields: team A's points, then team B's. */
const SIDES = [
  ['scoreA', (match: TournamentMatchDetail) => match.teamA],
  ['scoreB', (match: TournamentMatchDetail) => match.teamB],
] as const;

/**
 * Enter or correct a match's result by hand (spec: the results panel keeps this possible): two
 * numbers, their sum at most the points per match. `onSave` gets the checked scores; the dialog
 * closes once they are kept on the device.
 */
export function ResultDialog({
  open,
  match,
  pointsPerMatch,
  onSave,
  onClose,
}: {
  /** Whether it shows: while `match` is set (the lazy loader opens it by this prop). */
  open: boolean;
  match: TournamentMatchDetail | null;
  pointsPerMatch: number;
  onSave: (match: TournamentMatchDetail, scoreA: number, scoreB: number) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open && match !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          {match ? <ResultForm key={match.id} match={match} pointsPerMatch={pointsPerMatch} onSave={onSave} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ResultForm({
  match,
  pointsPerMatch,
  onSave,
}: {
  match: TournamentMatchDetail;
  pointsPerMatch: number;
  onSave: (match: TournamentMatchDetail, scoreA: number, scoreB: number) => Promise<void>;
}) {
  const { t } = useTranslation('tournaments');
  const typed = (score: number | null) => (score === null || match.unplayed ? '' : String(score));
  const [scores, setScores] = useState({ scoreA: typed(match.scoreA), scoreB: typed(match.scoreB) });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const pointsOf = (players: readonly { name: string }[]) =>
    t('results.form.points', { team: t('schedule.team', { first: players[0]?.name, second: players[1]?.name }) });
  const errorText = (error: Errors['scoreA']) =>
    error ? t(`results.form.errors.${error}`, { max: pointsPerMatch }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkResultForm(scores.scoreA, scores.scoreB, pointsPerMatch);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    await onSave(match, checked.scoreA, checked.scoreB).finally(() => setSaving(false));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Dialog.Title className="font-display text-xl font-extrabold text-court-900">
        {t('results.form.title', { round: match.roundNumber, court: match.court })}
      </Dialog.Title>
      <Dialog.Description className="text-muted">{t('results.form.lead', { max: pointsPerMatch })}</Dialog.Description>
      {SIDES.map(([field, teamOf]) => (
        <TextField
          key={field}
          label={pointsOf(teamOf(match))}
          inputMode="numeric"
          autoComplete="off"
          value={scores[field]}
          onChange={(event) => setScores({ ...scores, [field]: event.target.value })}
          error={errorText(errors[field])}
          invalid={errors.total !== undefined}
          className="[overflow-wrap:anywhere]"
        />
      ))}
      {errors.total ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {errorText(errors.total)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('secondary')}>{t('results.form.cancel')}</Dialog.Close>
        <Button type="submit" disabled={saving}>
          {t('results.form.save')}
        </Button>
      </div>
    </form>
  );
}
