import { tournamentPlayerName } from '@marcador/domain';
import { useNetworkToPick } from '../../lib/network-to-pick';
import { type Pickable, PickList } from './pick-list';
import type { SetupErrorKey } from './setup-form';

/**
 * The organiser's connections (players with an account), page after page: picked, a player follows
 * the tournament live and hears when their rounds start (decision 045).
 */
export function NetworkList({ onPick }: { onPick: (person: Pickable) => SetupErrorKey | null }) {
  const network = useNetworkToPick(tournamentPlayerName);
  const state = {
    pending: network.isPending,
    failed: network.isError,
    items: network.data ?? [],
    more: network.hasNextPage
      ? { loading: network.isFetchingNextPage, load: () => void network.fetchNextPage() }
      : undefined,
  };
  return <PickList words="setup.network" state={state} onPick={onPick} />;
}
