import type { PublicClubTv } from '@marcador/contracts';
import { usePublicView } from '../../lib/realtime/use-public-view';
import { shaped } from '../../lib/response-check';

const checkView = shaped<PublicClubTv>({ venueName: 'string', courts: 'array', tournaments: 'array' });

const publicPath = (token: string) => `/api/public/venues/${encodeURIComponent(token)}/tv`;

/** The club TV a venue's link opens (decision 056), kept live by the link's event stream. */
export const usePublicClubTv = (token: string) => usePublicView('public-club-tv', token, publicPath(token), checkView);
