import {
  apiErrorResponses,
  updateVenueSettingsRequestSchema,
  venueIdParamsSchema,
  venueSettingsResponseSchema,
} from '@marcador/contracts';
import { canonicalTimeZone } from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { publishVenueChange } from '../realtime/live-events';
import { managedVenue, venueNotFound } from '../venues/managed-venue';
import { venuesRepository } from '../venues/venues.repository';
import { toVenueSettings } from './venue-settings-presenter';

/** Settings change now and then; this only stops a script. */
const LIMITS = {
  update: [{ name: 'venue-settings-update:user', max: 120, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const errors = apiErrorResponses(400, 401, 404, 429);

/** The venue's details, hours, session length, time zone and active flag, for its managers (decision 048). */
export const venueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const db = app.database.db;

  app.get(
    '/venues/:venueId/settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['court-admin'],
        summary: "The venue's settings (its managers)",
        params: venueIdParamsSchema,
        response: { 200: venueSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ venue: toVenueSettings(await managedVenue(db, viewerOf(request), request.params.venueId)) }),
  );

  app.patch(
    '/venues/:venueId/settings',
    {
      preHandler: [requireUser, app.limit(LIMITS.update)],
      schema: {
        tags: ['court-admin'],
        summary: "Change the venue's settings; only the given fields change; the time zone is an IANA name",
        params: venueIdParamsSchema,
        body: updateVenueSettingsRequestSchema,
        response: { 200: venueSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await managedVenue(db, viewerOf(request), request.params.venueId);
      const { timeZone, ...changes } = request.body;
      const zone = timeZone === undefined ? undefined : canonicalTimeZone(timeZone);
      if (zone === null) throw new HttpError(400, 'validation_failed', `Unknown time zone: ${timeZone}.`);
      const updated = await venuesRepository(db).updateSettings(venue.id, { ...changes, timeZone: zone });
      if (!updated) throw venueNotFound();
      // The venue's club TV shows its name and times in its time zone.
      await publishVenueChange(db, venue.id);
      return { venue: toVenueSettings(updated) };
    },
  );
};
