import type { PremiumFeature } from '@marcador/domain';
import { Crown } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { buttonClasses } from '../ui/button';
import { PremiumLink } from './premium-link';

/**
 * The Premium upsell (spec section 2) wherever a free user or a visitor meets a Premium feature: what
 * the feature gives, the price, and the way there (checkout when signed in; the premium sign-up,
 * which creates the account on the way, for a visitor). Its name says what it offers, e.g. "Control
 * por voz con Premium". The copy is the `billing` namespace, loaded when the dialog first renders.
 */
export function PremiumUpsellDialog({
  feature,
  open,
  onOpenChange,
}: {
  feature: PremiumFeature;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('billing');
  const session = useSession();
  const signedIn = Boolean(session.data);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          <Crown aria-hidden="true" className="size-10 text-ball-600" />
          <Dialog.Title className="mt-3 font-display text-2xl font-extrabold text-court-900">
            {t(`upsell.title.${feature}`)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t(`upsell.body.${feature}`)}</Dialog.Description>
          <p className="mt-3 font-semibold text-court-900">{t('upsell.price')}</p>
          {signedIn ? null : <p className="mt-2 text-sm font-semibold text-court-800">{t('upsell.autoAccount')}</p>}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses('secondary')}>{t('upsell.close')}</Dialog.Close>
            <PremiumLink className={buttonClasses('primary')}>
              <Crown aria-hidden="true" className="size-5" />
              {t('upsell.cta')}
            </PremiumLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
