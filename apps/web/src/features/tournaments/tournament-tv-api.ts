import type { PublicTournament } from '@marcador/contracts';
import { usePublicView } from '../../lib/realtime/use-public-view';
import { shaped } from '../../lib/response-check';

const checkView = shaped<PublicTournament>({ name: 'string', standings: 'array' });

const publicPath = (token: string) => `/api/public/tournaments/${encodeURIComponent(token)}`;

/** The public view a spectator link opens (decision 046), kept live by the link's event stream. */
export const usePublicTournament = (token: string) =>
  usePublicView('public-tournament', token, publicPath(token), checkView);

/** The TV page's address for a token, absolute (it is copied and opened elsewhere). */
export const tvAddress = (token: string, origin: string) =>
  `${origin}/tournament-tv?token=${encodeURIComponent(token)}`;
