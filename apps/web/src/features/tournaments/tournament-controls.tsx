import type { TournamentSummary } from '@marcador/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type TournamentStatusChange, tournamentKey, tournamentsApi } from './tournaments-api';
import { TOURNAMENT_TOAST_MS } from './use-result-outbox';

/** Radix's dialog code comes after the page's first load (decision 024). */
const ConfirmDialog = lazyDialog(() =>
  import('../../components/ui/confirm-change-dialog').then((m) => m.ConfirmChangeDialog),
);

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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('controls.confirm.title')}
        body={t('controls.confirm.body')}
        keepLabel={t('controls.confirm.keep')}
        confirmLabel={t('controls.confirm.finish')}
        onConfirm={() => change.mutate('finish')}
      />
    </div>
  );
}
