import { AlertDialog } from 'radix-ui';
import { memo } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/**
 * A yes/no question before something that cannot be taken back (restart, end match). Memoised: the
 * board passes it stable props, so a point does not render the closed dialogs.
 */
export const ConfirmDialog = memo(function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('match');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lift">
          <AlertDialog.Title className="font-display text-xl font-extrabold text-court-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{body}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('confirm.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('danger')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
