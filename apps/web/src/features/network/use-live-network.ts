import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userEvents } from '../../lib/realtime/event-stream';
import { refreshNetwork } from './network-queries';

/**
 * Events after which what a players or network page shows may be out of date: `network` (the server
 * announces every change to both players: a request, an answer, a removal, a block), and each
 * (re)connection of the stream (`open`, `resync`), which may have missed some.
 */
const STALE_AFTER = ['network', 'open', 'resync'] as const;

/** Keeps the open page's players and network lists live from the tab's event stream (no polling). */
export function useLiveNetwork(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = userEvents();
    const refresh = () => void refreshNetwork(queryClient);
    const stops = STALE_AFTER.map((name) => events.subscribe(name, refresh));
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
