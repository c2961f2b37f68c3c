import type { TeamNames } from '@marcador/domain';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import type { ServeChoice } from './serve-choice';
import { ServePicker } from './serve-picker';
import type { ServeQuestion } from './serve-question';

const TITLES = { start: 'serve.firstQuestion', set: 'serve.setQuestion', correct: 'serve.correct' } as const;
const LEADS = { start: 'serve.correctLead', set: 'serve.setLead', correct: 'serve.correctLead' } as const;

/**
 * Asks who serves: at a set's start each doubles team's order (the serving team given), or the whole
 * serve (team and players) after a restart or as a correction. "Confirmar" hands the choice on; closing
 * keeps the serve as it is.
 */
export function ServeDialog({
  open,
  question,
  names,
  playerOrder,
  onConfirm,
  onClose,
}: {
  /** Whether it shows: while `question` is set (the lazy loader opens it by this prop). */
  open: boolean;
  question: ServeQuestion | null;
  names: TeamNames;
  playerOrder: boolean;
  onConfirm: (choice: ServeChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('match');
  return (
    <Dialog.Root open={open && question !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          {question ? (
            <>
              <Dialog.Title className="font-display text-xl font-extrabold text-court-900">
                {t(TITLES[question.kind])}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-muted">{t(LEADS[question.kind])}</Dialog.Description>
              <ServeForm
                question={question}
                names={names}
                playerOrder={playerOrder}
                onConfirm={(choice) => {
                  onConfirm(choice);
                  onClose();
                }}
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The picker, starting from the question's choice each time the dialog opens. */
function ServeForm({
  question,
  names,
  playerOrder,
  onConfirm,
}: {
  question: ServeQuestion;
  names: TeamNames;
  playerOrder: boolean;
  onConfirm: (choice: ServeChoice) => void;
}) {
  const { t } = useTranslation('match');
  const [choice, setChoice] = useState(question.initial);
  return (
    <form
      className="mt-5 flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(choice);
      }}
    >
      <ServePicker
        choice={choice}
        onChange={setChoice}
        names={names}
        playerOrder={playerOrder}
        {...(question.kind === 'set' ? {} : { teamLegend: t('serve.team') })}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close className={buttonClasses('secondary')}>{t('confirm.cancel')}</Dialog.Close>
        <Button type="submit">{t('serve.confirm')}</Button>
      </div>
    </form>
  );
}
