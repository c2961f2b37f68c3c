import type { SearchVenuesResponse, VenueInfo } from '@marcador/contracts';
import { api } from './api-client';
import { shaped } from './response-check';

const venuesCheck = shaped<SearchVenuesResponse>({ venues: 'array' });

/** GET /api/venues?q=: active venues whose name or city contains `query` (at most 20, by name). */
export async function searchVenues(query: string, signal?: AbortSignal): Promise<VenueInfo[]> {
  const params = new URLSearchParams({ q: query });
  const { venues } = await api.request(`/api/venues?${params}`, venuesCheck, { signal });
  return venues;
}
