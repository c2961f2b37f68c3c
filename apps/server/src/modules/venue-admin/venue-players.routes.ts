import {
  apiErrorResponses,
  venueIdParamsSchema,
  venuePlayersQuerySchema,
  venuePlayersResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { toCourtSession } from '../sessions/court-session-presenter';
import { courtSessionsRepository } from '../sessions/court-sessions.repository';
import { managedVenue } from '../venues/managed-venue';
import { venuePlayersRepository } from './venue-players.repository';

/** Players one answer lists (the response schema's bound). */
const PLAYERS_LISTED = 50;
/** Latest sessions shown with each. */
const RECENT_SESSIONS = 3;

const errors = apiErrorResponses(400, 401, 404);

/** The registered players of a venue's sessions (decision 048), for its managers only. */
export const venuePlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const db = app.database.db;

  app.get(
    '/venues/:venueId/players',
    {
      preHandler: requireUser,
      schema: {
        tags: ['court-admin'],
        summary:
          'Players with sessions at the venue whose name contains q, each with their count and latest three (its managers)',
        params: venueIdParamsSchema,
        querystring: venuePlayersQuerySchema,
        response: { 200: venuePlayersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const venue = await managedVenue(db, viewer, request.params.venueId);
      const players = venuePlayersRepository(db);
      const found = await players.search(venue.id, request.query.q, PLAYERS_LISTED);
      const ids = await players.latestSessionIds(
        venue.id,
        found.map((player) => player.userId),
        RECENT_SESSIONS,
      );
      const now = new Date();
      const sessions = (await courtSessionsRepository(db).byIds(ids)).map((row) => toCourtSession(row, viewer, now));
      return {
        players: found.map((player) => ({
          ...player,
          recent: sessions
            .filter((session) => session.players.some((one) => one.userId === player.userId))
            .slice(0, RECENT_SESSIONS),
        })),
      };
    },
  );
};
