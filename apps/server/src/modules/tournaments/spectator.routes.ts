import {
  apiErrorResponses,
  publicTournamentParamsSchema,
  publicTournamentSchema,
  tournamentIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicViewRoutes } from '../realtime/public-view-routes';
import { tokenLinkRoutes } from '../realtime/token-link-routes';
import { spectatorLinksService } from './spectator-links.service';
import { tournamentViewer } from './tournaments.routes';
import { tournamentNotFound } from './tournaments-errors';

const tags = ['tournaments'];

/**
 * The spectator link (decision 046), only with TOURNAMENTS_ENABLED: the organiser's
 * /api/tournaments/:id/spectator-link, and the public /api/public/tournaments/:token with its stream.
 */
export const spectatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.TOURNAMENTS_ENABLED) return;
  const links = spectatorLinksService(app.database.db);

  tokenLinkRoutes(app, {
    path: '/tournaments/:id/spectator-link',
    tags,
    summaries: {
      read: "The tournament's spectator link token, or null (organiser and admins)",
      rotate: 'Creates the spectator link, or replaces it (the old one stops working)',
      revoke: 'Revokes the spectator link: it answers 404 from now on; answers the token null',
    },
    params: tournamentIdParamsSchema,
    errors: apiErrorResponses(400, 401, 403, 404, 429),
    limitName: 'tournament-spectator-link:user',
    act: (action, request) => links[action](tournamentViewer(request), (request.params as { id: string }).id),
  });

  publicViewRoutes(app, {
    path: '/public/tournaments/:token',
    tags,
    summary: "A tournament's public view through its spectator link (no sign-in)",
    streamSummary: 'The public view again after every change of the tournament (text/event-stream, no sign-in)',
    params: publicTournamentParamsSchema,
    view: publicTournamentSchema,
    limitName: 'tournament-public:ip',
    topics: app.realtime.tournaments,
    idByToken: links.idByToken,
    readById: links.readById,
    notFound: tournamentNotFound,
  });
};
