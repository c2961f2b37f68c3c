import {
  apiErrorResponses,
  availabilityQuerySchema,
  availabilityResponseSchema,
  venueIdParamsSchema,
} from '@marcador/contracts';
import { busySlotsOn, hoursOn } from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { toCourt } from '../courts/court-presenter';
import { courtsRepository } from '../courts/courts.repository';
import { venueNotFound } from '../venues/managed-venue';
import { managesVenue } from '../venues/venue-access';
import { venuesRepository } from '../venues/venues.repository';
import { venueCalendarRepository } from './venue-calendar.repository';
import { dayInstants } from './venue-day';

const errors = apiErrorResponses(400, 401, 404);

/**
 * A day of a venue as a player books it (decision 048): its hours and each active court's taken
 * slots, without names. Any signed-in player, for an active venue; its managers for an inactive one.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const db = app.database.db;

  app.get(
    '/venues/:venueId/availability',
    {
      preHandler: requireUser,
      schema: {
        tags: ['court-admin'],
        summary: "A day's hours and each active court's taken slots, in the venue's time (signed in)",
        params: venueIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await venuesRepository(db).find(request.params.venueId);
      if (!venue || (!venue.isActive && !managesVenue(viewerOf(request), venue))) throw venueNotFound();
      const { date } = request.query;
      const { from, to } = dayInstants(date, venue.timeZone);
      const [courts, booked] = await Promise.all([
        courtsRepository(db).ofVenue(venue.id),
        venueCalendarRepository(db).booked(venue.id, from, to),
      ]);
      return {
        venue: { id: venue.id, name: venue.name, timeZone: venue.timeZone, sessionMinutes: venue.sessionMinutes },
        date,
        hours: hoursOn(venue.openingHours, date),
        courts: courts
          .filter((court) => court.isActive)
          .map((court) => ({
            ...toCourt(court),
            busy: busySlotsOn(
              date,
              venue.timeZone,
              booked.filter((span) => span.courtId === court.id),
            ),
          })),
      };
    },
  );
};
