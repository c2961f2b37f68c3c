import {
  apiErrorResponses,
  matchIdParamsSchema,
  type PublicLiveMatch,
  publicLiveMatchSchema,
  publicMatchParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { notFound } from '../matches/matches.service';
import { publicViewRoutes } from '../realtime/public-view-routes';
import { tokenLinkRoutes } from '../realtime/token-link-routes';
import { liveMatchesService } from './live-matches.service';

/**
 * Heartbeats per user and minute, counted in the process: one every SCORER_HEARTBEAT_MS (4 a minute)
 * per open scoreboard, with room for a few devices and reconnections; a database counter would be a
 * second write per heartbeat.
 */
const PRESENCE_LIMIT: LimitRule[] = [
  { name: 'match-scorer-presence:user', max: 30, windowMs: 60_000, subject: bySubject.user, counted: 'process' },
];

const tags = ['live matches'];
/** The public reads, streams and pages of shared matches, counted together per address. */
export const MATCH_PUBLIC_LIMIT = 'match-public:ip';
const ownerErrors = apiErrorResponses(400, 401, 404, 429);

/**
 * A view's place in time: a point moves `updatedAt` (and `scorerSeenAt` while shared), a heartbeat
 * only `scorerSeenAt`; each write sets the one it moves to now, so the later of the two orders them.
 */
const versionOf = (view: PublicLiveMatch) =>
  Math.max(Date.parse(view.updatedAt), view.scorerSeenAt ? Date.parse(view.scorerSeenAt) : 0);

/**
 * A live match shared with spectators (decision 055): the owner's
 * /api/matches/:id/spectator-link and scorer-presence, and the public /api/public/matches/:token with
 * its stream.
 */
export const liveMatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = liveMatchesService(app.database.db);

  tokenLinkRoutes(app, {
    path: '/matches/:id/spectator-link',
    tags,
    summaries: {
      read: "Your match's spectator link token, or null when it is not shared",
      rotate: 'Shares your match live, or replaces its link (the old one stops working)',
      revoke: 'Stops sharing your match: its link answers 404 from now on; answers the token null',
    },
    params: matchIdParamsSchema,
    errors: ownerErrors,
    limitName: 'match-spectator-link:user',
    act: (action, request) => live[action](viewerOf(request).user.id, (request.params as { id: string }).id),
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

  publicViewRoutes(app, {
    path: '/public/matches/:token',
    tags,
    summary: 'A shared match: names and score through its spectator link (no sign-in)',
    streamSummary: 'The shared match again after every point, undo and change (text/event-stream, no sign-in)',
    params: publicMatchParamsSchema,
    view: publicLiveMatchSchema,
    limitName: MATCH_PUBLIC_LIMIT,
    topics: app.realtime.matches,
    idByToken: live.idByToken,
    readById: live.readById,
    notFound,
    versionOf,
  });
};
