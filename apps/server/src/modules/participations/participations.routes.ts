import {
  apiErrorResponses,
  listParticipationsQuerySchema,
  listParticipationsResponseSchema,
  matchIdParamsSchema,
  participationDetailResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { fromEntryRecord } from '../matches/match-log';
import { toMatchSummary } from '../matches/match-summary';
import { matchesRepository } from '../matches/matches.repository';
import { participationsRepository } from './participations.repository';

/** Not a participant: the same answer as for a match that does not exist, so ids reveal nothing. */
const notFound = () => new HttpError(404, 'not_found', 'Match not found.');

/** The matches the signed-in user played as a participant of another player's match (decision 033). */
export const participationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const participations = participationsRepository(app.database.db);
  const matches = matchesRepository(app.database.db);

  app.get(
    '/participations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['matches'],
        summary: 'Matches you were added to as a participant, newest first (paged)',
        querystring: listParticipationsQuerySchema,
        response: { 200: listParticipationsResponseSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const { rows, hasMore } = await participations.page(user.id, request.query);
      return {
        participations: rows.map(({ match, ...participation }) => {
          const { score: _score, ...item } = toMatchSummary(match);
          return { match: item, ...participation };
        }),
        hasMore,
      };
    },
  );

  app.get(
    '/participations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['matches'],
        summary: 'One match you were added to as a participant, with its log (read-only)',
        params: matchIdParamsSchema,
        response: { 200: participationDetailResponseSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const found = await participations.find(user.id, request.params.id);
      if (!found) throw notFound();
      const entries = (await matches.entriesOf(found.match.id)).map(fromEntryRecord);
      return { match: toMatchSummary(found.match), entries, creatorName: found.creatorName, seat: found.seat };
    },
  );
};
