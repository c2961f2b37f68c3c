import { FREE_CONTACTS_LIMIT } from '@marcador/contracts/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type ConnectionAction, type ConnectionTarget, sendConnectionChange } from './network-api';
import { networkErrorKey } from './network-errors';
import { refreshNetwork } from './network-queries';

/**
 * Changes where the viewer stands with one player. It stays pending until the lists on screen have
 * been read again, so a button never shows the old state after its press; a refusal (the plan's
 * limit, the other's limit, a block, too many requests) is told in the viewer's language.
 */
export function useConnectionChange(target: ConnectionTarget) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('network');
  return useMutation({
    mutationFn: (action: ConnectionAction) => sendConnectionChange(action, target),
    onError: (error) => {
      showToast('error', { title: t(networkErrorKey(error), { limit: FREE_CONTACTS_LIMIT }) });
    },
    onSettled: () => refreshNetwork(queryClient),
  });
}
