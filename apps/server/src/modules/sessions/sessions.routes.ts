import {
  apiErrorResponses,
  courtSessionResponseSchema,
  createSessionRequestSchema,
  MAX_SESSIONS_LISTED,
  MY_SESSIONS_PAGE,
  mySessionsQuerySchema,
  mySessionsResponseSchema,
  sessionIdParamsSchema,
  startSessionResponseSchema,
  updateSessionRequestSchema,
  venueIdParamsSchema,
  venueSessionsQuerySchema,
  venueSessionsResponseSchema,
} from '@marcador/contracts';
import { sessionMinutesLeft } from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { toCourtSession } from './court-session-presenter';
import { courtSessionsRepository } from './court-sessions.repository';
import { sessionsService } from './sessions.service';
import { decodeSessionsCursor, encodeSessionsCursor } from './sessions-cursor';

/**
 * Per-user write limits: a club books its week in one sitting (a few hundred sessions an hour at
 * most); a player books a handful. These only stop a script.
 */
const LIMITS = {
  create: [{ name: 'sessions-create:user', max: 300, windowMs: HOUR_MS, subject: bySubject.user }],
  update: [{ name: 'sessions-update:user', max: 300, windowMs: HOUR_MS, subject: bySubject.user }],
  start: [{ name: 'sessions-start:user', max: 120, windowMs: HOUR_MS, subject: bySubject.user }],
} satisfies Record<string, LimitRule[]>;

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/**
 * Court sessions (decision 048): a venue's managers book and run them, players book for themselves
 * at active venues, read theirs and start a match from them. Only with COURT_ADMIN_ENABLED.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const service = sessionsService({ db: app.database.db, notifier: app.notifier, log: app.log });

  app.post(
    '/sessions',
    {
      preHandler: [requireUser, app.limit(LIMITS.create)],
      schema: {
        tags: ['sessions'],
        summary: 'Book a court: a venue manager for anyone, a player for themselves; 409 session_clash when taken',
        body: createSessionRequestSchema,
        response: { 201: courtSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const row = await service.create(viewer, request.body, now);
      return reply.code(201).send({ session: toCourtSession(row, viewer, now) });
    },
  );

  app.get(
    '/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sessions'],
        summary: 'My sessions (booked by me or with me in them): upcoming soonest first, past newest first',
        querystring: mySessionsQuerySchema,
        response: { 200: mySessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const { when, cursor } = request.query;
      const rows = await courtSessionsRepository(app.database.db).mine(
        viewer.user.id,
        when,
        now,
        cursor === undefined ? null : decodeSessionsCursor(cursor),
        MY_SESSIONS_PAGE + 1,
      );
      const page = rows.slice(0, MY_SESSIONS_PAGE);
      const last = page.at(-1);
      return {
        sessions: page.map((row) => toCourtSession(row, viewer, now)),
        nextCursor: rows.length > MY_SESSIONS_PAGE && last ? encodeSessionsCursor(last) : null,
      };
    },
  );

  app.get(
    '/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sessions'],
        summary: 'One session (its venue’s managers, its booker and its players; else 404)',
        params: sessionIdParamsSchema,
        response: { 200: courtSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return { session: toCourtSession(await service.read(viewer, request.params.id), viewer, new Date()) };
    },
  );

  app.patch(
    '/sessions/:id',
    {
      preHandler: [requireUser, app.limit(LIMITS.update)],
      schema: {
        tags: ['sessions'],
        summary: 'Change or cancel a session (its venue’s managers and its booker); only the given fields change',
        params: sessionIdParamsSchema,
        body: updateSessionRequestSchema,
        response: { 200: courtSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const row = await service.update(viewer, request.params.id, request.body, now);
      return { session: toCourtSession(row, viewer, now) };
    },
  );

  app.post(
    '/sessions/:id/start',
    {
      preHandler: [requireUser, app.limit(LIMITS.start)],
      schema: {
        tags: ['sessions'],
        summary: 'Start a match from a session: in play; the club, court and minutes left for the set-up',
        params: sessionIdParamsSchema,
        response: { 200: startSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const row = await service.start(viewer, request.params.id, now);
      return {
        session: toCourtSession(row, viewer, now),
        club: {
          id: row.venue.id,
          name: row.venue.name,
          address: row.venue.address,
          courtName: row.court.name,
          sessionDuration: sessionMinutesLeft(row, now),
        },
      };
    },
  );

  app.get(
    '/venues/:venueId/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sessions'],
        summary: 'A venue’s sessions starting between two of its local dates (its managers; at most 62 days)',
        params: venueIdParamsSchema,
        querystring: venueSessionsQuerySchema,
        response: { 200: venueSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const rows = await service.forVenue(viewer, request.params.venueId, request.query, MAX_SESSIONS_LISTED);
      return { sessions: rows.map((row) => toCourtSession(row, viewer, now)) };
    },
  );
};
