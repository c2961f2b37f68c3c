import {
  apiErrorResponses,
  playerIdParamsSchema,
  playerProfileResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
} from '@marcador/contracts';
import { playerSearchWords } from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { networkService } from './network.service';

/** The player directory, its search, and a player's page (decision 030). */
export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = networkService({ db: app.database.db, notifier: app.notifier });

  app.get(
    '/players',
    {
      preHandler: requireUser,
      schema: {
        tags: ['players'],
        summary:
          'The player directory: everyone by name, or players matching q (accents, case and small typos ignored)',
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => {
      const { q = '', sport, level, page } = request.query;
      const viewerId = viewerOf(request).user.id;
      return { ...(await network.search({ viewerId, words: playerSearchWords(q), sport, level, page })), page };
    },
  );

  app.get(
    '/players/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['players'],
        summary: "A player's page: profile, where the viewer stands, matches played together (404 when hidden)",
        params: playerIdParamsSchema,
        response: { 200: playerProfileResponseSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user, plan } = viewerOf(request);
      return network.playerPage({ id: user.id, plan }, request.params.id);
    },
  );
};
