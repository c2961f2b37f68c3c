import { Smartphone } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** The phone instructions dialog of the voice panel (spec section 2), opened by its own button. */
export function VoicePhoneDialog() {
  const { t } = useTranslation('voice');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses('ghost', 'md', 'px-3')}>
        <Smartphone aria-hidden="true" className="size-5" />
        {t('phone.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[61] max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-lift md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[min(92vw,30rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl">
          <Dialog.Title className="font-display text-xl font-extrabold text-court-900">{t('phone.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-court-900">
              {STEPS.map((step) => (
                <li key={step}>{t(`phone.${step}`)}</li>
              ))}
            </ol>
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClasses('primary')}>{t('phone.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
