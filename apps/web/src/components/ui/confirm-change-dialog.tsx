import { Dialog } from 'radix-ui';
import { Button, buttonClasses } from './button';

/**
 * Asks before a change that one press cannot undo (removing a contact, blocking). A dialog named by
 * its title, with the focus kept inside; Escape, the back button and a press outside keep things as
 * they were.
 */
export function ConfirmChangeDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  keepLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          <Dialog.Title className="font-display text-xl font-extrabold text-court-900 [overflow-wrap:anywhere]">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{body}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>{keepLabel}</Dialog.Close>
            <Button
              variant="danger"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
