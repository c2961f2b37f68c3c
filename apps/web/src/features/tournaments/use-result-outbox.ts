import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { pendingByMatch, type QueuedResult } from './result-outbox';
import { resultOutboxStore } from './result-outbox-store';
import { createResultSync, type ResultSync } from './result-sync';
import { tournamentKey, tournamentsApi } from './tournaments-api';

/** The spec's tournament toasts stay 5 s (section 9). */
export const TOURNAMENT_TOAST_MS = 5000;

let sync: ResultSync | null = null;
let owner: string | null = null;

/** The page's one results loop, created by the first tournament page that needs it (never on the landing). */
function resultSync(): ResultSync {
  if (!sync) {
    const created = createResultSync({
      store: resultOutboxStore(),
      send: ({ tournamentId, matchId, scoreA, scoreB, resultId, baseRevision }) =>
        tournamentsApi.result(tournamentId, matchId, { scoreA, scoreB, resultId, baseRevision }),
      ownerId: () => owner,
    });
    sync = created;
  }
  return sync;
}

/**
 * The results of tournament `tournamentId` kept on this device until the server has them: `pending`
 * by match (shown "pending sync"), `keep` to enter one. An applied result updates the tournament on
 * screen; one the server refuses for good is said in a toast and the tournament read again.
 */
export function useResultOutbox(tournamentId: string) {
  const { t } = useTranslation('tournaments');
  const client = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  const results = resultSync();
  const queue = useSyncExternalStore(results.subscribe, results.queue, results.queue);

  useEffect(() => {
    owner = userId;
    if (!userId) return;
    // Kept from an earlier visit, or entered while the network was away: out as soon as it can.
    const retry = () => void results.retryNow();
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [results, userId]);

  useEffect(
    () =>
      results.onSettled((settled) => {
        if (settled.kind === 'applied') {
          client.setQueryData(tournamentKey(settled.detail.tournament.id), settled.detail);
          return;
        }
        const { scoreA, scoreB } = settled.result;
        showToast('error', {
          title: t(`results.sync.${settled.kind}`, { a: scoreA, b: scoreB }),
          duration: TOURNAMENT_TOAST_MS,
        });
        void client.invalidateQueries({ queryKey: tournamentKey(settled.result.tournamentId) });
      }),
    [client, results, t],
  );

  const pending = useMemo(() => pendingByMatch(queue, tournamentId), [queue, tournamentId]);
  return {
    pending,
    keep: (result: Omit<QueuedResult, 'ownerId' | 'resultId'>) =>
      userId ? results.add({ ...result, ownerId: userId, resultId: crypto.randomUUID() }) : Promise.resolve(),
  };
}
