import type { PublicTournament, SpectatorLinkResponse } from '@marcador/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-client';
import { createEventStream } from '../../lib/realtime/event-stream';
import { shaped } from '../../lib/response-check';

const checkView = shaped<PublicTournament>({ name: 'string', standings: 'array' });
const checkLink = shaped<SpectatorLinkResponse>({});

const publicPath = (token: string) => `/api/public/tournaments/${encodeURIComponent(token)}`;
const viewKey = (token: string) => ['public-tournament', token] as const;

/** A revoked or unknown link (404), or a token the server does not take as one (400). */
const isUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * The public view a spectator link opens (decision 046): read once, then kept live by the link's
 * event stream, which sends the whole view after every change (no polling). `unavailable` once the
 * server says the link is revoked or unknown, on the read or on the stream, or on the read again
 * after the stream dropped.
 */
export function usePublicTournament(token: string) {
  const client = useQueryClient();
  const [revoked, setRevoked] = useState(false);
  const query = useQuery({
    queryKey: viewKey(token),
    queryFn: ({ signal }) => api.request(publicPath(token), checkView, { signal }),
    enabled: token !== '',
    // A TV is left on: it keeps trying (React Query's growing pause, up to 30 s) until the server answers.
    retry: (_count, error) => !isUnavailable(error),
    // The stream keeps it fresh; a refetch on focus would only repeat what the stream sent.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const readable = query.isSuccess;

  useEffect(() => {
    if (!readable) return;
    const stream = createEventStream({ url: `${publicPath(token)}/events` });
    const stopView = stream.subscribe('view', (data) => {
      if (!checkView(data)) return;
      const shown = client.getQueryData<PublicTournament>(viewKey(token));
      // A reconnection sends the view again: never go back to an older one.
      if (!shown || data.updatedAt >= shown.updatedAt) client.setQueryData(viewKey(token), data);
    });
    const stopRevoked = stream.subscribe('revoked', () => setRevoked(true));
    // A link revoked while the TV was cut off refuses the reconnection (404), which the stream cannot
    // tell from a network error: the view is read again, and a 404 there says the link is gone.
    const stopDropped = stream.subscribe('dropped', () => void client.invalidateQueries({ queryKey: viewKey(token) }));
    return () => {
      stopView();
      stopRevoked();
      stopDropped();
    };
  }, [client, token, readable]);

  const unavailable = token === '' || revoked || isUnavailable(query.error);
  return { view: unavailable ? undefined : query.data, unavailable, failed: query.isError && !unavailable };
}

const linkPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/spectator-link`;

/** The organiser's spectator link: read it, create or replace it, withdraw it. */
export const spectatorLinkApi = {
  read: (tournamentId: string, signal?: AbortSignal) => api.request(linkPath(tournamentId), checkLink, { signal }),
  rotate: (tournamentId: string) => api.request(linkPath(tournamentId), checkLink, { method: 'POST' }),
  revoke: (tournamentId: string) => api.request(linkPath(tournamentId), checkLink, { method: 'DELETE' }),
};

/** The TV page's address for a token, absolute (it is copied and opened elsewhere). */
export const tvAddress = (token: string, origin: string) =>
  `${origin}/tournament-tv?token=${encodeURIComponent(token)}`;
