import type { TeamNames } from '@marcador/domain';
import { Crown } from 'lucide-react';
import { type ComponentType, lazy, memo, Suspense } from 'react';
import { PremiumUpsellButton } from '../../components/premium/premium-upsell-button';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { usePremiumGate } from '../../lib/plan';
import { useTranslation } from '../../lib/use-translation';
import type { CommandContext } from './commands';
import type { ScoreFeed } from './score-feed';

/**
 * The voice panel's recogniser, speech output and lexicons are Premium-only: they load with the
 * panel's own chunk, for a Premium user, never with /app itself (decision 024).
 */
const VoicePanel = lazy(() => import('./voice-panel').then((m) => ({ default: m.VoicePanel })));
/** The remote's card, for every plan: a chunk of its own, off /app's first load (its budget). */
const RemoteLinkCard = lazy(() => import('./remote-link-card').then((m) => ({ default: m.RemoteLinkCard })));

/** The voice test dialog, handed in by the app layer (features do not import each other). */
export type VoiceTestDialogComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/** None of these change with a point: the panel reads the score from `score`. */
export interface VoicePanelProps {
  score: ScoreFeed;
  /** The match is over: the microphone stops. */
  over: boolean;
  names: TeamNames;
  /** The buttons' context: manual controls ask for confirmation as everywhere else. */
  context: CommandContext;
  /** Ends the match at once: a spoken "terminar partido" is the player's confirmation. */
  onEndMatch: () => void;
  testDialog?: VoiceTestDialogComponent | undefined;
}

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

/** The panel's heading and Premium badge, shared by the locked card and the panel. */
export function PanelTitle() {
  const { t } = useTranslation('voice');
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 className="font-display text-xl font-extrabold text-court-900">{t('panel.title')}</h2>
      <Badge tone="ball">
        <Crown aria-hidden="true" className="size-3.5" />
        {t('panel.premium')}
      </Badge>
    </div>
  );
}
