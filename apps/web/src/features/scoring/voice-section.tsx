import { lazy, memo, Suspense } from 'react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { Card } from '../../components/ui/card';
import { usePremiumGate } from '../../lib/plan';
import { useTranslation } from '../../lib/use-translation';
import type { VoicePanelProps } from './voice-panel';
import { PanelTitle } from './voice-panel-title';

/**
 * The voice panel's recogniser, speech output and lexicons are Premium-only: they load with the
 * panel's own chunk, for a Premium user, never with /app itself (decision 024).
 */
const VoicePanel = lazy(() => import('./voice-panel').then((m) => ({ default: m.VoicePanel })));
/** The remote's card, for every plan: a chunk of its own, off /app's first load (its budget). */
const RemoteLinkCard = lazy(() => import('./remote-link-card').then((m) => ({ default: m.RemoteLinkCard })));

/**
 * The hands-free part of /app's aside: the voice panel (Premium and admins get voice control and the
 * spoken score; free users a locked card that opens the Premium upsell; nothing while the plan is
 * still being checked), then the way to set up a remote, which every plan has.
 */
export const VoiceSection = memo(function VoiceSection(props: VoicePanelProps) {
  return (
    <>
      <Voice {...props} />
      <Suspense fallback={null}>
        <RemoteLinkCard />
      </Suspense>
    </>
  );
});

function Voice(props: VoicePanelProps) {
  const gate = usePremiumGate('voice');
  if (gate.loading) return null;
  if (!gate.premium) return <VoiceLocked />;
  // Nothing shows while the panel's chunk loads, as while the plan is checked.
  return (
    <Suspense fallback={null}>
      <VoicePanel {...props} />
    </Suspense>
  );
}

function VoiceLocked() {
  const { t } = useTranslation('voice');
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="voice-locked">
      <PanelTitle />
      <p className="text-muted">{t('upsell.locked')}</p>
      <PremiumUpsellButton feature="voice">{t('upsell.open')}</PremiumUpsellButton>
    </Card>
  );
}
