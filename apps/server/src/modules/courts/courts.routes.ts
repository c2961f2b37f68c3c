import {
  apiErrorResponses,
  courtResponseSchema,
  courtsResponseSchema,
  createCourtRequestSchema,
  MAX_COURTS_PER_VENUE,
  updateCourtRequestSchema,
  venueCourtParamsSchema,
  venueIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { publishVenueChange } from '../realtime/live-events';
import { managedVenue } from '../venues/managed-venue';
import { toCourt } from './court-presenter';
import { CourtNameTakenError, courtsRepository, TooManyCourtsError } from './courts.repository';

/** A venue's courts are set up once and renamed now and then; this only stops a script. */
const LIMITS = {
  write: [{ name: 'courts-write:user', max: 300, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const errors = apiErrorResponses(400, 401, 404, 409, 429);

/** The repository's refusals as the API's 409s. */
async function answering<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CourtNameTakenError) {
      throw new HttpError(409, 'court_name_taken', 'Another court of the venue has that name.');
    }
    if (error instanceof TooManyCourtsError) {
      throw new HttpError(409, 'too_many_courts', `A venue has at most ${MAX_COURTS_PER_VENUE} courts.`);
    }
    throw error;
  }
}

const courtNotFound = () => new HttpError(404, 'not_found', 'No such court.');

/**
 * A venue's courts (decision 048), for its managers only (anyone else: 404). Courts are added last
 * and deactivated rather than deleted, so past sessions keep theirs. Only with COURT_ADMIN_ENABLED.
 */
export const courtsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const db = app.database.db;
  const courts = courtsRepository(db);

  app.get(
    '/venues/:venueId/courts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['court-admin'],
        summary: "The venue's courts in order, inactive ones too (its managers)",
        params: venueIdParamsSchema,
        response: { 200: courtsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await managedVenue(db, viewerOf(request), request.params.venueId);
      return { courts: (await courts.ofVenue(venue.id)).map(toCourt) };
    },
  );

  app.post(
    '/venues/:venueId/courts',
    {
      preHandler: [requireUser, app.limit(LIMITS.write)],
      schema: {
        tags: ['court-admin'],
        summary: 'Add a court, last; 409 court_name_taken or too_many_courts',
        params: venueIdParamsSchema,
        body: createCourtRequestSchema,
        response: { 201: courtResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const venue = await managedVenue(db, viewerOf(request), request.params.venueId);
      const [court] = await answering(() => courts.add(venue.id, [request.body]));
      if (!court) throw new Error('the court was not added');
      // The venue's club TV lists its active courts by name.
      await publishVenueChange(db, venue.id);
      return reply.code(201).send({ court: toCourt(court) });
    },
  );

  app.patch(
    '/venues/:venueId/courts/:courtId',
    {
      preHandler: [requireUser, app.limit(LIMITS.write)],
      schema: {
        tags: ['court-admin'],
        summary: 'Rename, describe, deactivate or reactivate a court; only the given fields change',
        params: venueCourtParamsSchema,
        body: updateCourtRequestSchema,
        response: { 200: courtResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await managedVenue(db, viewerOf(request), request.params.venueId);
      const court = await answering(() => courts.update(venue.id, request.params.courtId, request.body));
      if (!court) throw courtNotFound();
      await publishVenueChange(db, venue.id);
      return { court: toCourt(court) };
    },
  );
};
