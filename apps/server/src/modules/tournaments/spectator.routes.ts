import {
  apiErrorResponses,
  publicTournamentParamsSchema,
  publicTournamentSchema,
  spectatorLinkResponseSchema,
  tournamentIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { publicViewRoutes } from '../realtime/public-view-routes';
import { spectatorLinksService } from './spectator-links.service';
import { tournamentViewer } from './tournaments.routes';
import { tournamentNotFound } from './tournaments-errors';

/** Link changes per user and hour: an organiser rotates a leaked link now and then. */
const LINK_LIMIT: LimitRule[] = [
  { name: 'tournament-spectator-link:user', max: 60, windowMs: 3_600_000, subject: bySubject.user },
];
const tags = ['tournaments'];

/**
 * The spectator link (issue 20, decision 046), only with TOURNAMENTS_ENABLED: the organiser's
 * /api/tournaments/:id/spectator-link, and the public /api/public/tournaments/:token with its stream.
 */
export const spectatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.TOURNAMENTS_ENABLED) return;
  const links = spectatorLinksService(app.database.db);
  const link = '/tournaments/:id/spectator-link';
  const organiserErrors = apiErrorResponses(400, 401, 403, 404, 429);

  app.get(
    link,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The tournament's spectator link token, or null (organiser and admins)",
        params: tournamentIdParamsSchema,
        response: { 200: spectatorLinkResponseSchema, ...organiserErrors },
      },
    },
    async (request) => links.read(tournamentViewer(request), request.params.id),
  );

  for (const [method, action, summary] of [
    ['POST', 'rotate', 'Creates the spectator link, or replaces it (the old one stops working)'],
    ['DELETE', 'revoke', 'Revokes the spectator link: it answers 404 from now on; answers the token null'],
  ] as const) {
    app.route({
      method,
      url: link,
      preHandler: [requireUser, app.limit(LINK_LIMIT)],
      schema: {
        tags,
        summary,
        params: tournamentIdParamsSchema,
        response: { 200: spectatorLinkResponseSchema, ...organiserErrors },
      },
      handler: async (request) => links[action](tournamentViewer(request), request.params.id),
    });
  }

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
