import { apiErrorResponses, leaderboardQuerySchema, leaderboardResponseSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { leaderboardService } from './leaderboard.service';

/** The leaderboard of skill levels (decision 036). */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaderboard = leaderboardService(app.database.db);

  app.get(
    '/leaderboard',
    {
      preHandler: requireUser,
      schema: {
        tags: ['leaderboard'],
        summary: "Players of a sport by level, all time or this month or year, everyone or the viewer's network",
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const answer = await leaderboard.page(viewerOf(request).user.id, request.query, Date.now());
      if (typeof answer !== 'string') return answer;
      // Written already around a held page's rows (leaderboard-answer.ts): sent as it is, which the
      // schema's types cannot say (the tests check it against the schema's serialiser).
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );
};
