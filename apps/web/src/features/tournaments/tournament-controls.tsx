import type { TournamentSummary } from '@marcador/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type TournamentStatusChange, tournamentKey, tournamentsApi } from './tournaments-api';
import { TOURNAMENT_TOAST_MS } from './use-result-outbox';

/**
 * The organiser's pause, resume and finish (spec section 2's dashboard buttons, on the rotation
 * page). Finishing asks first (spec: whether to END the tournament); each outcome is the spec's toast.
 */
export function TournamentControls({ summary }: { summary: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (action: TournamentStatusChange) => tournamentsApi.change(summary.id, action),
    onSuccess: (detail, action) => {
      client.setQueryData(tournamentKey(summary.id), detail);
      void client.invalidateQueries({ queryKey: ['tournaments'] });
      showToast('success', { title: t(`controls.done.${action}`), duration: TOURNAMENT_TOAST_MS });
    },
    onError: (_error, action) =>
      showToast('error', { title: t(`controls.failed.${action}`), duration: TOURNAMENT_TOAST_MS }),
  });
  if (summary.status === 'completed') return null;
  return (
    <div className="flex flex-wrap gap-3">
      {summary.status === 'active' ? (
        <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('pause')}>
          {t('controls.pause')}
        </Button>
      ) : (
        <Button variant="court" disabled={change.isPending} onClick={() => change.mutate('resume')}>
          {t('controls.resume')}
        </Button>
      )}
      <Button variant="danger" disabled={change.isPending} onClick={() => setConfirming(true)}>
        {t('controls.finish')}
      </Button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lift">
            <AlertDialog.Title className="font-display text-xl font-extrabold text-court-900">
              {t('controls.confirm.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-muted">{t('controls.confirm.body')}</AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>
                {t('controls.confirm.keep')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClasses('danger')} onClick={() => change.mutate('finish')}>
                {t('controls.confirm.finish')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
