import { Trophy } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { type FinishedProps, finalResult } from './final-result';

/**
 * The pop-up the moment the match is won (or a points race ends level): the result, the final score
 * and the two ways on. It opens
 * once, when the match ends on this screen (never on a later visit); Escape, a tap outside it and
 * "Ver el marcador" close it to the finished banner.
 */
export function MatchOverDialog({
  open,
  onOpenChange,
  final,
  names,
  onSummary,
  onNewMatch,
  newMatchLabel,
}: FinishedProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('match');
  const result = finalResult(final, names, t);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/70" />
        <Dialog.Content
          data-testid="match-over-dialog"
          className="fixed top-1/2 left-1/2 z-[61] max-h-[92dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[32px] bg-white p-7 text-center shadow-lift"
        >
          <Trophy aria-hidden="true" className="mx-auto size-14 text-ball-600" />
          <p className="mt-3 text-sm font-bold tracking-widest text-muted uppercase">{t('finished.overlayEyebrow')}</p>
          <Dialog.Title className="mt-1 font-display text-3xl font-extrabold wrap-anywhere text-court-900">
            {result.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 font-semibold text-court-900 tabular-nums">
            {result.detail}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <button type="button" onClick={onSummary} className={buttonClasses('court', 'lg')}>
              {t('finished.viewSummary')}
            </button>
            <button type="button" onClick={onNewMatch} className={buttonClasses('primary', 'lg')}>
              {newMatchLabel}
            </button>
            <Dialog.Close className={buttonClasses('ghost', 'lg')}>{t('finished.continue')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
