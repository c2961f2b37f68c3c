import type { SpectatorLinkResponse } from '@marcador/contracts';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checkLink = shaped<SpectatorLinkResponse>({});
const linkPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/spectator-link`;

/** The owner's live link of a match (decision 055): read, share (or replace), stop; the heartbeat. */
export const liveShareApi = {
  read: (matchId: string) => api.request(linkPath(matchId), checkLink),
  share: (matchId: string) => api.request(linkPath(matchId), checkLink, { method: 'POST' }),
  stop: (matchId: string) => api.request(linkPath(matchId), checkLink, { method: 'DELETE' }),
  presence: (matchId: string) =>
    fetch(`/api/matches/${encodeURIComponent(matchId)}/scorer-presence`, {
      method: 'POST',
      credentials: 'same-origin',
    }).then(
      () => undefined,
      () => undefined,
    ),
};

/** The spectator page's address for a token, absolute (it is copied, shared and opened elsewhere). */
export const liveAddress = (token: string, origin: string) => `${origin}/live?token=${encodeURIComponent(token)}`;
