import {
  apiErrorResponses,
  publicTournamentParamsSchema,
  publicTournamentSchema,
  tournamentIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicEventStream, spectatorLinkLimits } from '../realtime/public-stream';
import { spectatorLinkRoutes } from '../realtime/spectator-link-routes';
import { type SpectatorRead, spectatorLinksService } from './spectator-links.service';
import { tournamentViewer } from './tournaments.routes';
import { tournamentNotFound } from './tournaments-errors';

const LIMITS = spectatorLinkLimits('tournament');
const tags = ['tournaments'];

/**
 * The spectator link (issue 20, decision 046), only with TOURNAMENTS_ENABLED: the organiser's
 * /api/tournaments/:id/spectator-link, and the public /api/public/tournaments/:token with its stream.
 */
export const spectatorRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.TOURNAMENTS_ENABLED) return;
  const links = spectatorLinksService(app.database.db);

  spectatorLinkRoutes(app, {
    url: '/tournaments/:id/spectator-link',
    tags,
    params: tournamentIdParamsSchema,
    errors: apiErrorResponses(400, 401, 403, 404, 429),
    limit: LIMITS.change,
    read: [
      "The tournament's spectator link token, or null (organiser and admins)",
      (request, id) => links.read(tournamentViewer(request), id),
    ],
    rotate: [
      'Creates the spectator link, or replaces it (the old one stops working)',
      (request, id) => links.rotate(tournamentViewer(request), id),
    ],
    revoke: [
      'Revokes the spectator link: it answers 404 from now on; answers the token null',
      (request, id) => links.revoke(tournamentViewer(request), id),
    ],
  });

  /** The public view a token opens now: 404 for a revoked or unknown token. */
  const openedBy = async (token: string): Promise<{ id: string; read: SpectatorRead }> => {
    const id = await links.idByToken(token);
    const read = id === null ? null : await links.readById(id);
    if (id === null || read === null || read.token !== token) throw tournamentNotFound();
    return { id, read };
  };

  app.get(
    '/public/tournaments/:token',
    {
      preHandler: app.limit(LIMITS.read),
      schema: {
        tags,
        summary: "A tournament's public view through its spectator link (no sign-in)",
        params: publicTournamentParamsSchema,
        response: { 200: publicTournamentSchema, ...apiErrorResponses(400, 404, 429) },
      },
    },
    async (request) => (await openedBy(request.params.token)).read.view,
  );

  const stream = publicEventStream<SpectatorRead>({
    topics: app.realtime.tournaments,
    topicOf: links.idByToken,
    read: links.readById,
    opens: (read, token) => read.token === token,
    olderThan: (read, shown) => read.view.updatedAt < shown.view.updatedAt,
    view: (read) => read.view,
    notFound: tournamentNotFound,
  });

  app.get(
    '/public/tournaments/:token/events',
    {
      preHandler: app.limit(LIMITS.read),
      schema: {
        tags,
        summary: 'The public view again after every change of the tournament (text/event-stream, no sign-in)',
        params: publicTournamentParamsSchema,
        response: apiErrorResponses(400, 404, 406, 429),
      },
    },
    (request, reply) => stream(request, reply, request.params.token),
  );
};
