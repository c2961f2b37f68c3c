import {
  apiErrorResponses,
  matchIdParamsSchema,
  publicLiveMatchSchema,
  publicMatchParamsSchema,
} from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { notFound } from '../matches/matches.service';
import { publicEventStream, spectatorLinkLimits } from '../realtime/public-stream';
import { spectatorLinkRoutes } from '../realtime/spectator-link-routes';
import { type LiveRead, liveMatchesService } from './live-matches.service';

/** The tournament link's limits (decision 046). */
const LIMITS = spectatorLinkLimits('match');
/**
 * Heartbeats per user and minute, counted in the process: one every SCORER_HEARTBEAT_MS (4 a minute)
 * per open scoreboard, with room for a few devices and reconnections; a database counter would be a
 * second write per heartbeat.
 */
const PRESENCE_LIMIT: LimitRule[] = [
  { name: 'match-scorer-presence:user', max: 30, windowMs: 60_000, subject: bySubject.user, counted: 'process' },
];
const tags = ['live matches'];
const ownerErrors = apiErrorResponses(400, 401, 404, 429);

/**
 * A live match shared with spectators (issue 23, decision 055): the owner's
 * /api/matches/:id/spectator-link and scorer-presence, and the public /api/public/matches/:token with
 * its stream.
 */
export const liveMatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = liveMatchesService(app.database.db);

  const owner = (request: FastifyRequest) => viewerOf(request).user.id;
  spectatorLinkRoutes(app, {
    url: '/matches/:id/spectator-link',
    tags,
    params: matchIdParamsSchema,
    errors: ownerErrors,
    limit: LIMITS.change,
    read: [
      "Your match's spectator link token, or null when it is not shared",
      (request, id) => live.read(owner(request), id),
    ],
    rotate: [
      'Shares your match live, or replaces its link (the old one stops working)',
      (request, id) => live.rotate(owner(request), id),
    ],
    revoke: [
      'Stops sharing your match: its link answers 404 from now on; answers the token null',
      (request, id) => live.stop(owner(request), id),
    ],
  });

  app.post(
    '/matches/:id/scorer-presence',
    {
      preHandler: [requireUser, app.limit(PRESENCE_LIMIT)],
      schema: {
        tags,
        summary: "The scoreboard of your shared match is still open (spectators stop 'waiting for the scorer')",
        params: matchIdParamsSchema,
        response: { 204: z.null(), ...ownerErrors },
      },
    },
    async (request, reply) => {
      await live.presence(viewerOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/public/matches/:token',
    {
      preHandler: app.limit(LIMITS.read),
      schema: {
        tags,
        summary: 'A shared match: names and score through its spectator link (no sign-in)',
        params: publicMatchParamsSchema,
        response: { 200: publicLiveMatchSchema, ...apiErrorResponses(400, 404, 429) },
      },
    },
    async (request) => live.openedBy(request.params.token),
  );

  const stream = publicEventStream<LiveRead>({
    topics: app.realtime.matches,
    topicOf: live.idByToken,
    read: live.readById,
    opens: (read, token) => read.token === token,
    // A heartbeat moves the scorer's time and not the update time: both order the views.
    olderThan: ({ view }, { view: shown }) =>
      view.updatedAt < shown.updatedAt ||
      (view.updatedAt === shown.updatedAt && (view.scorerSeenAt ?? '') < (shown.scorerSeenAt ?? '')),
    view: (read) => read.view,
    notFound,
  });

  app.get(
    '/public/matches/:token/events',
    {
      preHandler: app.limit(LIMITS.read),
      schema: {
        tags,
        summary: 'The shared match again after every point, undo and change (text/event-stream, no sign-in)',
        params: publicMatchParamsSchema,
        response: apiErrorResponses(400, 404, 406, 429),
      },
    },
    (request, reply) => stream(request, reply, request.params.token),
  );
};
