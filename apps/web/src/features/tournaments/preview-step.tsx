import type { TournamentPreview } from '@marcador/contracts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { fairnessLines, roundsOfPreview } from './schedule-rounds';
import { FairnessSummary, RoundsList } from './schedule-view';

/**
 * The schedule a set-up would create, before anything is saved: its rounds court by court, who
 * rests, the fairness in words; back to the form, or start it.
 */
export function PreviewStep({
  name,
  preview,
  starting,
  onBack,
  onStart,
}: {
  name: string;
  preview: TournamentPreview;
  starting: boolean;
  onBack: () => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('tournaments');
  // One pair of buttons, kept in view at the bottom while a long schedule scrolls past.
  const actions = (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 bg-white/95 px-4 py-3 shadow-card sm:mx-0 sm:rounded-2xl">
      <Button variant="secondary" size="lg" onClick={onBack} disabled={starting}>
        {t('preview.back')}
      </Button>
      <Button size="lg" onClick={onStart} disabled={starting}>
        {starting ? <Spinner label={t('preview.starting')} /> : t('preview.start')}
      </Button>
    </div>
  );
  return (
    <>
      <section aria-labelledby="preview-summary" className="grid gap-2">
        <h2 id="preview-summary" className="font-display text-2xl font-bold text-court-900 [overflow-wrap:anywhere]">
          {name}
        </h2>
        <p className="text-muted">
          {t('preview.summary', {
            format: t(`formats.${preview.format}`),
            rounds: preview.totalRounds,
            courts: preview.courtsInUse,
          })}
        </p>
        {preview.format === 'americano' ? null : <p className="text-sm text-muted">{t('preview.dynamicNote')}</p>}
      </section>
      <FairnessSummary lines={fairnessLines(preview.fairness)} />
      <RoundsList rounds={roundsOfPreview(preview)} />
      {actions}
    </>
  );
}
