import { Crown } from 'lucide-react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { usePremiumGate } from '../../lib/plan';
import { useTranslation } from '../../lib/use-translation';

/** Says that the test is for everyone and voice commands in a match are Premium; free users get the way there. */
export function PremiumNote() {
  const { t } = useTranslation('voiceHelp');
  const gate = usePremiumGate('voice');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-ball-200 px-4 py-3 text-sm text-court-900 ring-1 ring-ball-500/40">
      <Crown aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{t('premium.voiceNeedsPremium')}</p>
      {gate.gated ? (
        <PremiumUpsellButton feature="voice" variant="court">
          {t('premium.seePlans')}
        </PremiumUpsellButton>
      ) : null}
    </div>
  );
}
