import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { pendingByMatch } from './pending-results';
import type { QueuedResult, ResultQueue } from './result-outbox';
import type { ResultSync } from './result-sync';
import { tournamentKey, tournamentsApi } from './tournaments-api';

/** The spec's tournament toasts stay 5 s (section 9). */
export const TOURNAMENT_TOAST_MS = 5000;

let loading: Promise<ResultSync> | null = null;
let loaded: ResultSync | null = null;
let owner: string | null = null;
const NOTHING_KEPT: ResultQueue = [];

/** The page's one results loop, loaded by the first tournament page that needs it (never on the landing). */
function resultSync(): Promise<ResultSync> {
  loading ??= import('./result-sync-runtime').then(({ browserResultSync }) => {
    loaded = browserResultSync(
      ({ tournamentId, matchId, scoreA, scoreB, resultId, baseRevision }) =>
        tournamentsApi.result(tournamentId, matchId, { scoreA, scoreB, resultId, baseRevision }),
      () => owner,
    );
    return loaded;
  });
  return loading;
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
  const [results, setResults] = useState(loaded);
  const subscribe = useCallback((listener: () => void) => results?.subscribe(listener) ?? (() => {}), [results]);
  const snapshot = () => results?.queue() ?? NOTHING_KEPT;
  const queue = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    owner = userId;
    if (!userId) return;
    let current = true;
    // Kept from an earlier visit, or entered while the network was away: out as soon as it can.
    const retry = () =>
      void resultSync().then((sync) => {
        if (current) setResults(sync);
        return sync.retryNow();
      });
    retry();
    window.addEventListener('online', retry);
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [userId]);

  useEffect(
    () =>
      results?.onSettled((settled) => {
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
    keep: async (result: Omit<QueuedResult, 'ownerId' | 'resultId'>) => {
      if (!userId) return;
      const sync = await resultSync();
      await sync.add({ ...result, ownerId: userId, resultId: crypto.randomUUID() });
    },
  };
}
