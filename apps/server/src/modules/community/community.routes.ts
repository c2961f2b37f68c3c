import { apiErrorResponses, communityStatsQuerySchema, communityStatsResponseSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityService } from './community.service';

/**
 * Community statistics (decision 038): public, like the landing's stats banner they can
 * feed; totals of everyone's matches, nothing about any one player.
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const community = communityService(app.database.db);

  app.get(
    '/community-stats',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Totals and trends of every completed match (cached up to a minute)',
        querystring: communityStatsQuerySchema,
        response: { 200: communityStatsResponseSchema, ...apiErrorResponses(400) },
      },
    },
    async (request) => community.stats(request.query.weeks),
  );
};
