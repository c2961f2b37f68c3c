import {
  apiErrorResponses,
  MAX_PENDING_APPLICATIONS,
  myVenueApplicationResponseSchema,
  pendingVenueApplicationsResponseSchema,
  rejectVenueApplicationRequestSchema,
  venueApplicationIdParamsSchema,
  venueApplicationRequestSchema,
  venueApplicationResponseSchema,
} from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, viewerOf } from '../../plugins/auth-guards';
import { arrivalOf, linkOrigin } from '../../plugins/origins';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { toPendingApplication, toVenueApplication } from './venue-application-presenter';
import { venueApplicationsRepository } from './venue-applications.repository';
import { venueApplicationsService } from './venue-applications.service';

/** A club applies once, or again after a rejection: these only stop a script. Reviews come in batches. */
const LIMITS = {
  apply: [{ name: 'venue-applications-apply:user', max: 10, windowMs: HOUR_MS, subject: bySubject.user }],
  decide: [{ name: 'venue-applications-decide:user', max: 300, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/**
 * Becoming a court admin (decision 047): a player applies and reads their application; master admins
 * list the pending ones and approve or reject them. Only with COURT_ADMIN_ENABLED.
 */
export const venueApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const service = (request: FastifyRequest) =>
    venueApplicationsService({
      db: app.database.db,
      mail: app.mail,
      notifier: app.notifier,
      log: app.log,
      origin: linkOrigin(app.config, arrivalOf(request)),
      rolesChanged: (userId) => app.sessionReader.forgetUser(userId),
    });
  const reviewerOf = (request: FastifyRequest) => {
    const { user } = viewerOf(request);
    return { id: user.id, email: user.email };
  };

  app.post(
    '/venue-applications',
    {
      preHandler: [requireUser, app.limit(LIMITS.apply)],
      schema: {
        tags: ['venues'],
        summary: 'Apply to run a venue; 409 while one waits or once you run a venue',
        body: venueApplicationRequestSchema,
        response: { 201: venueApplicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const application = await service(request).apply(viewerOf(request).user.id, request.body);
      return reply.code(201).send({ application: toVenueApplication(application) });
    },
  );

  app.get(
    '/venue-applications/mine',
    {
      preHandler: requireUser,
      schema: {
        tags: ['venues'],
        summary: 'Your newest venue application (null when you never applied)',
        response: { 200: myVenueApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const application = await venueApplicationsRepository(app.database.db).newestOf(viewerOf(request).user.id);
      return { application: application ? toVenueApplication(application) : null };
    },
  );

  app.get(
    '/admin/venue-applications',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Pending venue applications, oldest first (master admins)',
        response: { 200: pendingVenueApplicationsResponseSchema, ...errors },
      },
    },
    async () => {
      const rows = await venueApplicationsRepository(app.database.db).pending(MAX_PENDING_APPLICATIONS);
      return { applications: rows.map(toPendingApplication) };
    },
  );

  app.post(
    '/admin/venue-applications/:id/approve',
    {
      preHandler: [requireAdmin, app.limit(LIMITS.decide)],
      schema: {
        tags: ['admin'],
        summary: 'Approve: the venue is created, active, and its applicant becomes its court admin',
        params: venueApplicationIdParamsSchema,
        response: { 200: venueApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const application = await service(request).approve(request.params.id, reviewerOf(request));
      return { application: toVenueApplication(application) };
    },
  );

  app.post(
    '/admin/venue-applications/:id/reject',
    {
      preHandler: [requireAdmin, app.limit(LIMITS.decide)],
      schema: {
        tags: ['admin'],
        summary: 'Reject with a reason the applicant reads; they may apply again',
        params: venueApplicationIdParamsSchema,
        body: rejectVenueApplicationRequestSchema,
        response: { 200: venueApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const application = await service(request).reject(request.params.id, reviewerOf(request), request.body.reason);
      return { application: toVenueApplication(application) };
    },
  );
};
