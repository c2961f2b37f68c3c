import { REJECTION_REASON_MAX_LENGTH } from '@marcador/contracts/limits';
import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';

interface RejectProps {
  clubName: string;
  busy: boolean;
  /** Gets the trimmed reason. */
  onReject: (reason: string) => void;
}

/**
 * Rejecting a venue application asks for the reason (required: the applicant reads it on their
 * waiting page and in the notification). Closed, the focus goes back to `returnFocus` (the item's
 * Rechazar button), as a dialog opened by its own trigger would do.
 */
export function RejectApplicationDialog({
  open,
  onClose,
  returnFocus,
  ...form
}: RejectProps & { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift"
        >
          <RejectForm {...form} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted with each opening, so every rejection starts from an empty reason. */
function RejectForm({ clubName, busy, onReject }: RejectProps) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const missing = attempted && reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (reason.trim() !== '') onReject(reason.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Dialog.Title className="font-display text-xl font-extrabold text-court-900 [overflow-wrap:anywhere]">
        {t('courtAdmin.review.rejectTitle', { name: clubName })}
      </Dialog.Title>
      <Dialog.Description className="text-muted">{t('courtAdmin.review.rejectLead')}</Dialog.Description>
      <TextAreaField
        label={t('courtAdmin.review.reason')}
        name="reason"
        rows={4}
        maxLength={REJECTION_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={missing ? t('courtAdmin.review.reasonRequired') : undefined}
        aside={`${reason.trim().length}/${REJECTION_REASON_MAX_LENGTH}`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('secondary')}>{t('courtAdmin.review.cancel')}</Dialog.Close>
        <Button type="submit" variant="danger" disabled={busy}>
          {t('courtAdmin.review.confirmReject')}
        </Button>
      </div>
    </form>
  );
}
