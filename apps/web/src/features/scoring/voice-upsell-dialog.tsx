import { Crown } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * The Premium upsell dialog (spec section 2): what voice control gives, and the way to Premium.
 * Visitors go to /registration?intent=premium, where signing up creates the account on the way;
 * a signed-in free user goes to the plans.
 */
export function VoiceUpsellDialog({
  open,
  onOpenChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation('voice');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lift">
          <Crown aria-hidden="true" className="size-10 text-ball-600" />
          <Dialog.Title className="mt-3 font-display text-2xl font-extrabold text-court-900">
            {t('upsell.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('upsell.body')}</Dialog.Description>
          {signedIn ? null : <p className="mt-3 text-sm font-semibold text-court-800">{t('upsell.autoAccount')}</p>}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses('secondary')}>{t('upsell.close')}</Dialog.Close>
            <Link to={signedIn ? '/precios' : '/registration?intent=premium'} className={buttonClasses('primary')}>
              <Crown aria-hidden="true" className="size-5" />
              {t('upsell.cta')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
