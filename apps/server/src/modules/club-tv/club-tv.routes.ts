import {
  apiErrorResponses,
  publicClubTvParamsSchema,
  publicClubTvSchema,
  spectatorLinkResponseSchema,
  venueIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { publicViewRoutes } from '../realtime/public-view-routes';
import { venueNotFound } from '../venues/managed-venue';
import { clubTvService } from './club-tv.service';

/** Link changes per user and hour: a club rotates a leaked link now and then (decision 046's figure). */
const LINK_LIMIT: LimitRule[] = [{ name: 'club-tv-link:user', max: 60, windowMs: HOUR_MS, subject: bySubject.user }];

const tags = ['court-admin'];

/**
 * The club TV (issue 23, decision 056), only with COURT_ADMIN_ENABLED: the venue's managers'
 * /api/venues/:venueId/tv-link (anyone else 404, as the venue's other routes), and the public
 * /api/public/venues/:token/tv with its stream.
 */
export const clubTvRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const tv = clubTvService(app.database.db, { tournaments: app.config.TOURNAMENTS_ENABLED });
  const link = '/venues/:venueId/tv-link';
  const errors = apiErrorResponses(400, 401, 404, 429);

  app.get(
    link,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The venue's club TV link token, or null (its managers)",
        params: venueIdParamsSchema,
        response: { 200: spectatorLinkResponseSchema, ...errors },
      },
    },
    async (request) => tv.read(viewerOf(request), request.params.venueId),
  );

  for (const [method, action, summary] of [
    ['POST', 'rotate', 'Creates the club TV link, or replaces it (the old one stops working)'],
    ['DELETE', 'revoke', 'Withdraws the club TV link: it answers 404 from now on; answers the token null'],
  ] as const) {
    app.route({
      method,
      url: link,
      preHandler: [requireUser, app.limit(LINK_LIMIT)],
      schema: {
        tags,
        summary,
        params: venueIdParamsSchema,
        response: { 200: spectatorLinkResponseSchema, ...errors },
      },
      handler: async (request) => tv[action](viewerOf(request), request.params.venueId),
    });
  }

  publicViewRoutes(app, {
    path: '/public/venues/:token/tv',
    tags,
    summary: "A venue's club TV: every court's match in play and next session, running tournaments (no sign-in)",
    streamSummary: 'The club TV view again after every change at the venue (text/event-stream, no sign-in)',
    params: publicClubTvParamsSchema,
    view: publicClubTvSchema,
    limitName: 'club-tv-public:ip',
    topics: app.realtime.venues,
    idByToken: tv.idByToken,
    readById: tv.readById,
    notFound: venueNotFound,
  });
};
