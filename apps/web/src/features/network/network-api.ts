import type {
  ConnectionChangeResponse,
  ConnectionRequestsResponse,
  InvitationSummary,
  NetworkResponse,
  PlayerProfileResponse,
  PlayerSearchQuery,
  PlayerSearchResponse,
  SendInvitationRequest,
  SendInvitationResponse,
} from '@marcador/contracts';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  search: shaped<PlayerSearchResponse>({ players: 'array', page: 'number', hasMore: 'boolean' }),
  profile: shaped<PlayerProfileResponse>({ player: 'object', headToHead: 'object', recent: 'array' }),
  network: shaped<NetworkResponse>({ contacts: 'array', summary: 'object' }),
  requests: shaped<ConnectionRequestsResponse>({ requests: 'array', summary: 'object' }),
  change: shaped<ConnectionChangeResponse>({ userId: 'string', connection: 'string', summary: 'object' }),
  invitations: shaped<InvitationSummary>({ link: 'string', code: 'string', sentThisMonth: 'number' }),
  invited: shaped<SendInvitationResponse>({ status: 'string', summary: 'object' }),
};

/** A change the viewer can make to where they stand with a player (each has its endpoint). */
export type ConnectionAction = 'connect' | 'cancel' | 'accept' | 'decline' | 'remove' | 'block' | 'unblock';

/** Which pending requests a list shows: received (`/network/requests`) or sent (`/network/sent`). */
export type RequestDirection = 'incoming' | 'sent';

const segment = encodeURIComponent;

/** The query string of a search, without empty filters. */
export function searchParams({ q, sport, level, page }: PlayerSearchQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sport) params.set('sport', sport);
  if (level) params.set('level', level);
  if (page !== undefined && page !== 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query string of a network page after `cursor` (none for the first). */
const cursorQuery = (cursor: string | null) => (cursor === null ? '' : `?cursor=${segment(cursor)}`);

function change(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<ConnectionChangeResponse> {
  return api.request(path, checks.change, { method, body });
}

/** The players and network endpoints (packages/contracts/src/network.ts). */
export const networkApi = {
  search(query: PlayerSearchQuery, signal?: AbortSignal): Promise<PlayerSearchResponse> {
    return api.request(`/api/players${searchParams(query)}`, checks.search, { signal });
  },
  player(id: string, signal?: AbortSignal): Promise<PlayerProfileResponse> {
    return api.request(`/api/players/${segment(id)}`, checks.profile, { signal });
  },
  /** A page of the contacts: the first, or the one after a page's `nextCursor`. */
  network(cursor: string | null, signal?: AbortSignal): Promise<NetworkResponse> {
    return api.request(`/api/network${cursorQuery(cursor)}`, checks.network, { signal });
  },
  /** A page of the requests received or sent: the first, or the one after a page's `nextCursor`. */
  requests(
    direction: RequestDirection,
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<ConnectionRequestsResponse> {
    const path = direction === 'incoming' ? '/api/network/requests' : '/api/network/sent';
    return api.request(`${path}${cursorQuery(cursor)}`, checks.requests, { signal });
  },
  /** Asks `userId` to connect; when they had asked first, this accepts their request. */
  connect: (userId: string) => change('/api/network/requests', 'POST', { userId }),
  accept: (requestId: string) => change(`/api/network/requests/${segment(requestId)}/accept`, 'POST'),
  decline: (requestId: string) => change(`/api/network/requests/${segment(requestId)}/decline`, 'POST'),
  cancel: (requestId: string) => change(`/api/network/requests/${segment(requestId)}`, 'DELETE'),
  remove: (userId: string) => change(`/api/network/contacts/${segment(userId)}`, 'DELETE'),
  block: (userId: string) => change('/api/network/blocks', 'POST', { userId }),
  unblock: (userId: string) => change(`/api/network/blocks/${segment(userId)}`, 'DELETE'),
  /** The viewer's personal invite link and this month's e-mail invitations (decision 032). */
  invitations(signal?: AbortSignal): Promise<InvitationSummary> {
    return api.request('/api/invitations', checks.invitations, { signal });
  },
  invite: (body: SendInvitationRequest): Promise<SendInvitationResponse> =>
    api.request('/api/invitations', checks.invited, { method: 'POST', body }),
};

/** The player a change is about, and the pending request between the two when there is one. */
export interface ConnectionTarget {
  userId: string;
  requestId: string | null;
}

function pendingRequest(requestId: string | null): string {
  // The controls offer cancel and decline only with a request (connection-controls.ts).
  if (!requestId) throw new Error('No pending request to answer.');
  return requestId;
}

/** Sends one change about a player to the endpoint that makes it. */
export async function sendConnectionChange(
  action: ConnectionAction,
  { userId, requestId }: ConnectionTarget,
): Promise<ConnectionChangeResponse> {
  switch (action) {
    case 'connect':
      return networkApi.connect(userId);
    case 'accept':
      // A card in a list has no request id: a request back to the player accepts theirs.
      return requestId ? networkApi.accept(requestId) : networkApi.connect(userId);
    case 'decline':
      return networkApi.decline(pendingRequest(requestId));
    case 'cancel':
      return networkApi.cancel(pendingRequest(requestId));
    case 'remove':
      return networkApi.remove(userId);
    case 'block':
      return networkApi.block(userId);
    case 'unblock':
      return networkApi.unblock(userId);
  }
}
