import type { NetworkResponse } from '@marcador/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { shaped } from './response-check';

const networkCheck = shaped<NetworkResponse>({ contacts: 'array' });

/**
 * The player's connections (players with an account), page after page, to pick from: a tournament's
 * players, a court session's. Each as its id and its name as `nameOf` writes it (the tournament's
 * bounded player name; the name itself by default).
 */
export function useNetworkToPick(nameOf: (name: string) => string = (name) => name) {
  return useInfiniteQuery({
    queryKey: ['network', 'toPick'],
    queryFn: ({ pageParam, signal }) =>
      api.request(`/api/network${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, networkCheck, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: ({ pages }) =>
      pages.flatMap((page) => page.contacts.map(({ player }) => ({ id: player.id, name: nameOf(player.name) }))),
  });
}
