import {
  apiErrorResponses,
  publicClubTvParamsSchema,
  publicClubTvSchema,
  venueIdParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth-guards';
import { publicViewRoutes } from '../realtime/public-view-routes';
import { tokenLinkRoutes } from '../realtime/token-link-routes';
import { venueNotFound } from '../venues/managed-venue';
import { clubTvService } from './club-tv.service';

const tags = ['court-admin'];

/**
 * The club TV (decision 056), only with COURT_ADMIN_ENABLED: the venue's managers'
 * /api/venues/:venueId/tv-link (anyone else 404, as the venue's other routes), and the public
 * /api/public/venues/:token/tv with its stream.
 */
export const clubTvRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.COURT_ADMIN_ENABLED) return;
  const tv = clubTvService(app.database.db, { tournaments: app.config.TOURNAMENTS_ENABLED });
  tokenLinkRoutes(app, {
    path: '/venues/:venueId/tv-link',
    tags,
    summaries: {
      read: "The venue's club TV link token, or null (its managers)",
      rotate: 'Creates the club TV link, or replaces it (the old one stops working)',
      revoke: 'Withdraws the club TV link: it answers 404 from now on; answers the token null',
    },
    params: venueIdParamsSchema,
    errors: apiErrorResponses(400, 401, 404, 429),
    limitName: 'club-tv-link:user',
    act: (action, request) => tv[action](viewerOf(request), (request.params as { venueId: string }).venueId),
  });

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
