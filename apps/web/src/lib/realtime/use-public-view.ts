import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../api';
import { api } from '../api-client';
import type { ResponseCheck } from '../response-check';
import { createEventStream } from './event-stream';

/** A revoked or unknown link (404), or a token the server does not take as one (400). */
const isUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * A public view behind a link's token (decisions 046 and 056: a tournament's spectator view, a club's
 * TV): read once from `path`, then kept live by `path/events`, which sends the whole view after every
 * change (no polling). `unavailable` once the server says the link is revoked or unknown, on the read
 * or on the stream, or on the read again after the stream dropped.
 */
export function usePublicView<View extends { updatedAt: number }>(
  name: string,
  token: string,
  path: string,
  check: ResponseCheck<View>,
) {
  const client = useQueryClient();
  const [revoked, setRevoked] = useState(false);
  const key = [name, token];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.request(path, check, { signal }),
    enabled: token !== '',
    // A TV is left on: it keeps trying (React Query's growing pause, up to 30 s) until the server answers.
    retry: (_count, error) => !isUnavailable(error),
    // The stream keeps it fresh; a refetch on focus would only repeat what the stream sent.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const readable = query.isSuccess;

  useEffect(() => {
    if (!readable) return;
    const queryKey = [name, token];
    const stream = createEventStream({ url: `${path}/events` });
    const stopView = stream.subscribe('view', (data) => {
      if (!check(data)) return;
      const shown = client.getQueryData<View>(queryKey);
      // A reconnection sends the view again: never go back to an older one.
      if (!shown || data.updatedAt >= shown.updatedAt) client.setQueryData(queryKey, data);
    });
    const stopRevoked = stream.subscribe('revoked', () => setRevoked(true));
    // A link revoked while the screen was cut off refuses the reconnection (404), which the stream
    // cannot tell from a network error: the view is read again, and a 404 there says the link is gone.
    const stopDropped = stream.subscribe('dropped', () => void client.invalidateQueries({ queryKey }));
    return () => {
      stopView();
      stopRevoked();
      stopDropped();
    };
  }, [client, name, token, path, check, readable]);

  const unavailable = token === '' || revoked || isUnavailable(query.error);
  return { view: unavailable ? undefined : query.data, unavailable, failed: query.isError && !unavailable };
}
