import {
  apiErrorResponses,
  createVenueRequestSchema,
  MAX_VENUE_RESULTS,
  myVenueResponseSchema,
  searchVenuesQuerySchema,
  searchVenuesResponseSchema,
  updateVenueRequestSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCourtAdmin, requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { courtsRepository } from '../courts/courts.repository';
import { publishVenueChange } from '../realtime/live-events';
import { toMyVenue, toVenueInfo } from './venue-presenter';
import { type VenueRow, venuesRepository } from './venues.repository';

/** Per-user write limits: a club is set up once and edited now and then; these only stop a script. */
const LIMITS = {
  create: [{ name: 'venues-create:user', max: 10, windowMs: HOUR_MS, subject: bySubject.user }],
  update: [{ name: 'venues-update:user', max: 60, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const notFound = () => new HttpError(404, 'not_found', 'You have no venue yet.');

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/**
 * Venues: any signed-in player searches them (the set-up's club search); a court admin (or an
 * admin) creates the one venue they run and edits it. With COURT_ADMIN_ENABLED off only the search
 * exists.
 */
export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const venues = venuesRepository(app.database.db);
  const courts = courtsRepository(app.database.db);
  const withCourtNames = async (venue: VenueRow) => {
    const names = await courts.activeNamesOf([venue.id]);
    return toMyVenue(venue, names.get(venue.id) ?? []);
  };

  app.get(
    '/venues',
    {
      preHandler: requireUser,
      schema: {
        tags: ['venues'],
        summary: 'Active venues whose name or city contains q (case and accents ignored), by name',
        querystring: searchVenuesQuerySchema,
        response: { 200: searchVenuesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await venues.search(request.query.q, MAX_VENUE_RESULTS);
      const names = await courts.activeNamesOf(rows.map((row) => row.id));
      return { venues: rows.map((row) => toVenueInfo(row, names.get(row.id) ?? [])) };
    },
  );

  if (!app.config.COURT_ADMIN_ENABLED) return;

  app.post(
    '/venues',
    {
      preHandler: [requireUser, requireCourtAdmin, app.limit(LIMITS.create)],
      schema: {
        tags: ['venues'],
        summary: 'Create the venue you run (court admin or admin); 409 when you already have one',
        body: createVenueRequestSchema,
        response: { 201: myVenueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { courtNames, ...fields } = request.body;
      const created = await venues.createForCreator(viewerOf(request).user.id, fields, courtNames);
      if (!created) throw new HttpError(409, 'venue_exists', 'You already run a venue; edit it instead.');
      return reply.code(201).send(await withCourtNames(created));
    },
  );

  app.get(
    '/venues/mine',
    {
      preHandler: [requireUser, requireCourtAdmin],
      schema: {
        tags: ['venues'],
        summary: 'The venue you run (404 when you have none)',
        response: { 200: myVenueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await venues.findByCreator(viewerOf(request).user.id);
      if (!venue) throw notFound();
      return withCourtNames(venue);
    },
  );

  app.patch(
    '/venues/mine',
    {
      preHandler: [requireUser, requireCourtAdmin, app.limit(LIMITS.update)],
      schema: {
        tags: ['venues'],
        summary: 'Edit the venue you run; only the given fields change (its courts: the courts routes)',
        body: updateVenueRequestSchema,
        response: { 200: myVenueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const venue = await venues.updateByCreator(viewerOf(request).user.id, request.body);
      if (!venue) throw notFound();
      // The venue's club TV shows its name.
      await publishVenueChange(app.database.db, venue.id);
      return withCourtNames(venue);
    },
  );
};
