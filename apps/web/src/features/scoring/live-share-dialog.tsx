import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { copyLink, LinkField } from '../../components/link-panel';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { liveAddress, liveShareApi } from './live-share-api';

type Notice = 'copied' | 'copyFailed' | 'stopped' | 'failed' | 'offline' | null;

/**
 * The live link of the match (decision 055): share it (a new link), copy it, hand it to the phone's
 * share sheet, open it, or stop sharing. Offline it says so and changes nothing: the match itself is
 * kept and synced as always.
 */
export function LiveShareDialog({
  open,
  onOpenChange,
  matchId,
  token,
  onToken,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  matchId: string;
  token: string | null;
  onToken: (token: string | null) => void;
}) {
  const { t } = useTranslation('match');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const address = token ? liveAddress(token, window.location.origin) : null;

  const change = async (action: 'share' | 'stop') => {
    if (!navigator.onLine) {
      setNotice('offline');
      return;
    }
    setBusy(true);
    try {
      const answer = await liveShareApi[action](matchId);
      onToken(answer.token);
      setNotice(action === 'stop' ? 'stopped' : null);
    } catch {
      setNotice(navigator.onLine ? 'failed' : 'offline');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (address) setNotice(await copyLink(address));
  };

  const share = () => {
    if (address) void navigator.share({ title: t('share.title'), url: address }).catch(() => {});
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setNotice(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          <Dialog.Title className="font-display text-xl font-extrabold text-court-900">{t('share.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('share.lead')}</Dialog.Description>
          {address ? (
            <div className="mt-4 space-y-3">
              <LinkField label={t('share.address')} value={address} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void copy()}>{t('share.copy')}</Button>
                {typeof navigator.share === 'function' ? (
                  <Button variant="secondary" onClick={share}>
                    {t('share.share')}
                  </Button>
                ) : null}
                <a href={address} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
                  {t('share.open')}
                </a>
                <Button variant="danger" disabled={busy} onClick={() => void change('stop')}>
                  {t('share.stop')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-4">
              <Button disabled={busy} onClick={() => void change('share')}>
                {t('share.create')}
              </Button>
            </div>
          )}
          <p role="status" className="mt-3 min-h-6 text-court-900">
            {notice ? t(`share.${notice}`) : null}
          </p>
          <div className="mt-2 flex justify-end">
            <Dialog.Close className={buttonClasses('ghost')}>{t('share.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
