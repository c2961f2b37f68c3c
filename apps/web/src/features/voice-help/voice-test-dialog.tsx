import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../lib/use-translation';
import { useTestMicrophone } from './use-test-microphone';
import { useVoiceTestLog } from './use-voice-test-log';
import { VoiceTestPanel } from './voice-test-panel';

/**
 * The voice test panel dialog (spec section 2): try phrases by voice or typed and see what the
 * grammar makes of them, without touching the score; it keeps the last 10 results while the page
 * stays open, also across closing and opening (they live outside the component).
 *
 * It runs its own microphone while open and stops it on close. Only one recogniser can listen at a
 * time, so the opener (the /app voice panel) pauses the match's microphone while `open` is true.
 * It reads the `voiceHelp` namespace, which its first render asks to load.
 */
export function VoiceTestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, ready } = useTranslation(['voiceHelp', 'voice']);
  const log = useVoiceTestLog();
  // On /app the `voiceHelp` copy loads on first use: open once it is there rather than show keys.
  if (!ready) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[61] max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-lift md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[min(92vw,40rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-extrabold text-court-900">
                {t('testDialog.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{t('testDialog.description')}</Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-chalk text-court-800 ring-1 ring-court-200 hover:bg-court-50">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('testDialog.close')}</span>
            </Dialog.Close>
          </div>
          <DialogPanel log={log} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted only while the dialog is open, so closing it disposes of the microphone. */
function DialogPanel({ log }: { log: ReturnType<typeof useVoiceTestLog> }) {
  const microphone = useTestMicrophone(log.add);
  return <VoiceTestPanel microphone={microphone} log={log} />;
}
