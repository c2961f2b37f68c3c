import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userEvents } from '../../lib/realtime/event-stream';
import { tournamentKey } from './tournaments-api';

/** What a `tournament` event carries (decision 044): ids only. */
const names = (data: unknown, id: string) => {
  const event = data as { created?: unknown; changed?: unknown } | null;
  return [event?.created, event?.changed].some((ids) => Array.isArray(ids) && ids.includes(id));
};

/**
 * Keeps tournament `id` live on the open page from the tab's event stream: read again when a
 * `tournament` event names it (a result, a pause, a re-plan made on another device), and after each
 * (re)connection, which may have missed some. No polling.
 */
export function useLiveTournament(id: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (id === '') return;
    const events = userEvents();
    const refresh = () => void client.invalidateQueries({ queryKey: tournamentKey(id) });
    const stops = [
      events.subscribe('tournament', (data) => {
        if (names(data, id)) refresh();
      }),
      events.subscribe('open', refresh),
      events.subscribe('resync', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, id]);
}
