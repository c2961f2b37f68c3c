import { apiErrorResponses, dashboardResponseSchema, venueIdParamsSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { managedVenue } from '../venues/managed-venue';
import { venueDashboard } from './dashboard.service';

const errors = apiErrorResponses(400, 401, 404);

/** The court admin's dashboard (decision 048), for the venue's managers only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const db = app.database.db;

  app.get(
    '/venues/:venueId/dashboard',
    {
      preHandler: requireUser,
      schema: {
        tags: ['court-admin'],
        summary: "Today's courts and sessions, the next sessions and this week's occupancy (its managers)",
        params: venueIdParamsSchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const venue = await managedVenue(db, viewer, request.params.venueId);
      return venueDashboard(db, venue, viewer, new Date());
    },
  );
};
