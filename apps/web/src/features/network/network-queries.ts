import type { NetworkSummary } from '@marcador/contracts';
import { MAX_PLAYER_SEARCH_PAGE } from '@marcador/contracts/limits';
import { keepPreviousData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { networkApi, type RequestDirection } from './network-api';
import { type PlayerFilters, searchQueryOf } from './player-filters';

/** Every cached player answer (search pages and player pages): a network change reads them again. */
export const PLAYERS_KEY = ['players'] as const;
/** Every cached network list (contacts, received and sent requests). */
export const NETWORK_KEY = ['network'] as const;

/** Reads every players and network answer again (settles once the ones on screen have come). */
export function refreshNetwork(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: NETWORK_KEY }),
    queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }),
  ]);
}

/*
 * These answers change under the page whenever either player acts, so a page that opens reads them
 * again (staleTime 0) instead of showing the last visit's copy; while it is open, the tab's event
 * stream keeps them live (use-live-network.ts).
 */

/** The directory (`q` empty) or a search, page by page ("Cargar más"). */
export function usePlayerSearch(filters: PlayerFilters) {
  const query = searchQueryOf(filters);
  return useInfiniteQuery({
    queryKey: [...PLAYERS_KEY, 'search', query],
    queryFn: ({ pageParam, signal }) => networkApi.search({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore && last.page < MAX_PLAYER_SEARCH_PAGE ? last.page + 1 : undefined),
    // The list being read stays on screen while the next filter's first page comes.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A player's public page. */
export function usePlayer(id: string) {
  return useQuery({
    queryKey: [...PLAYERS_KEY, 'profile', id],
    queryFn: ({ signal }) => networkApi.player(id, signal),
    staleTime: 0,
  });
}

/** The counts as the newest page read says them (a live refresh reads every page again). */
const latestSummary = <Page extends { summary: NetworkSummary }>(pages: readonly Page[]) =>
  (pages.at(-1) ?? pages[0])?.summary as NetworkSummary;

/**
 * The viewer's contacts, page by page (NETWORK_PAGE_SIZE each, by name): `data` is the contacts of
 * the pages read so far, flattened, with the counts; `hasNextPage` / `fetchNextPage` load the next.
 */
export function useContacts() {
  return useInfiniteQuery({
    queryKey: [...NETWORK_KEY, 'contacts'],
    queryFn: ({ pageParam, signal }) => networkApi.network(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: ({ pages }) => ({ contacts: pages.flatMap((page) => page.contacts), summary: latestSummary(pages) }),
    staleTime: 0,
  });
}

/** The pending requests received or sent, page by page as the contacts (`data.requests` flattened). */
export function useRequests(direction: RequestDirection) {
  return useInfiniteQuery({
    queryKey: [...NETWORK_KEY, direction],
    queryFn: ({ pageParam, signal }) => networkApi.requests(direction, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: ({ pages }) => ({ requests: pages.flatMap((page) => page.requests), summary: latestSummary(pages) }),
    staleTime: 0,
  });
}

/** The viewer's invite link and this month's e-mail invitations against the plan. */
export const INVITATIONS_KEY = ['invitations'] as const;

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => networkApi.invitations(signal),
    staleTime: 0,
  });
}
