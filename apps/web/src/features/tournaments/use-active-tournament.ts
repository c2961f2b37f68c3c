import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userEvents } from '../../lib/realtime/event-stream';
import { activeTournamentKey, tournamentsApi } from './tournaments-api';

/**
 * The organiser's active or paused tournament (GET /api/tournaments/active) for the floating
 * indicator and dashboard, live from the tab's event stream: read again on every `tournament` event
 * (one created, a result, a pause or a finish, on any device) and after each (re)connection.
 */
export function useActiveTournament() {
  const client = useQueryClient();
  useEffect(() => {
    const events = userEvents();
    const refresh = () => void client.invalidateQueries({ queryKey: activeTournamentKey });
    const stops = ['tournament', 'open', 'resync'].map((name) => events.subscribe(name, refresh));
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
  return useQuery({
    queryKey: activeTournamentKey,
    queryFn: ({ signal }) => tournamentsApi.active(signal),
    select: (answer) => answer.tournament,
  });
}
