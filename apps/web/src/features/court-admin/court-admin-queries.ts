import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';

/** The venue's settings (name, zone, hours, session length): most pages of the area read them. */
export function useVenueSettings(venueId: string) {
  return useQuery({
    queryKey: courtAdminKeys.settings(venueId),
    queryFn: ({ signal }) => courtAdminApi.settings(venueId, signal),
  });
}

/** Every court of the venue, inactive ones too. */
export function useCourts(venueId: string) {
  return useQuery({
    queryKey: courtAdminKeys.courts(venueId),
    queryFn: ({ signal }) => courtAdminApi.courts(venueId, signal),
  });
}

/** After a change: every view of the area reads again (a court renamed shows in sessions and the dashboard). */
export function useAreaChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['court-admin'] }), [queryClient]);
}
