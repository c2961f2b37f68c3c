import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { copyLink, LinkField } from '../../components/ui/link-field';
import { useTranslation } from '../../lib/use-translation';
import { spectatorLinkApi, tvAddress } from './tournament-tv-api';

type Notice = 'copied' | 'copyFailed' | 'revoked' | 'failed' | null;

/**
 * The organiser's spectator link of a tournament (decision 046): create it, copy it, open the TV
 * view, change it (the old one stops working) or withdraw it. The server refuses anyone else; a
 * page mounts this only for a tournament its viewer manages.
 */
export function SpectatorLinkPanel({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation('tournaments');
  const client = useQueryClient();
  const key = ['spectator-link', tournamentId];
  const link = useQuery({ queryKey: key, queryFn: ({ signal }) => spectatorLinkApi.read(tournamentId, signal) });
  const [notice, setNotice] = useState<Notice>(null);
  const change = useMutation({
    mutationFn: (action: 'rotate' | 'revoke') => spectatorLinkApi[action](tournamentId),
    onSuccess: (answer, action) => {
      client.setQueryData(key, answer);
      setNotice(action === 'revoke' ? 'revoked' : null);
    },
    onError: () => setNotice('failed'),
  });
  const token = link.data?.token ?? null;
  const address = token ? tvAddress(token, window.location.origin) : null;

  const copy = async () => {
    if (address) setNotice(await copyLink(address));
  };

  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-bold text-ink text-lg">{t('link.title')}</h2>
      <p className="text-muted">{t('link.lead')}</p>
      {address ? (
        <>
          <LinkField label={t('link.address')} value={address} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>{t('link.copy')}</Button>
            <a href={address} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
              {t('link.open')}
            </a>
            <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('rotate')}>
              {t('link.rotate')}
            </Button>
            <Button variant="danger" disabled={change.isPending} onClick={() => change.mutate('revoke')}>
              {t('link.revoke')}
            </Button>
          </div>
          <p className="text-muted text-sm">{t('link.rotateHint')}</p>
        </>
      ) : (
        <>
          {link.isSuccess && <p className="text-ink">{t('link.none')}</p>}
          <Button disabled={!link.isSuccess || change.isPending} onClick={() => change.mutate('rotate')}>
            {t('link.create')}
          </Button>
        </>
      )}
      <p role="status" className="min-h-6 text-ink">
        {notice && t(`link.${notice}`)}
      </p>
    </Card>
  );
}
