import { SCORER_HEARTBEAT_MS } from '@marcador/contracts/limits';
import { Radio } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { useTranslation } from '../../lib/use-translation';
import { liveShareApi } from './live-share-api';

// The dialog's code loads after the scoreboard has rendered (components/ui/lazy-dialog.tsx).
const LiveShareDialog = lazyDialog(() => import('./live-share-dialog').then((m) => m.LiveShareDialog));

/**
 * While the match is shared and the device online, tells the server every SCORER_HEARTBEAT_MS that the
 * scoreboard is open: spectators see "waiting for the scorer" once it goes quiet (decision 055).
 */
function useScorerHeartbeat(matchId: string, shared: boolean) {
  useEffect(() => {
    if (!shared) return;
    const beat = () => {
      if (navigator.onLine) void liveShareApi.presence(matchId);
    };
    beat();
    const timer = setInterval(beat, SCORER_HEARTBEAT_MS);
    window.addEventListener('online', beat);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', beat);
    };
  }, [matchId, shared]);
}

/** "Compartir en directo": opens the live link's dialog; keeps the heartbeat of a shared match. */
export const LiveShareButton = memo(function LiveShareButton({ matchId }: { matchId: string }) {
  const { t } = useTranslation('match');
  const [open, setOpen] = useState(false);
  // undefined until read: a match shared before a reload keeps its heartbeat.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    liveShareApi.read(matchId).then(
      (answer) => current && setToken(answer.token),
      () => current && setToken((known) => known ?? null),
    );
    return () => {
      current = false;
    };
  }, [matchId]);
  useScorerHeartbeat(matchId, typeof token === 'string');
  return (
    <>
      {/* A phone shows the label's first word ("Compartir"), part of the button's name, beside the sync state. */}
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={token ? t('share.shared') : t('share.button')}
        className="px-3 sm:px-5"
      >
        <Radio aria-hidden="true" className="size-4" />
        <span className="sm:hidden">{token ? t('share.sharedShort') : t('share.share')}</span>
        <span className="hidden sm:inline">{token ? t('share.shared') : t('share.button')}</span>
      </Button>
      <LiveShareDialog open={open} onOpenChange={setOpen} matchId={matchId} token={token ?? null} onToken={setToken} />
    </>
  );
});
