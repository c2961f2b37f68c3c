import { apiErrorResponses, type MyStatisticsResponse, myStatisticsResponseSchema } from '@marcador/contracts';
import { featureGate, statisticsAt } from '@marcador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { playerLevels } from '../ratings/player-levels';
import { statisticsRepository } from './statistics.repository';
import { statisticsSnapshots } from './statistics-snapshots';

/** Opening the Stats tab reads this once; a minute's allowance covers reloads and several tabs. */
const READ_LIMIT: LimitRule[] = [{ name: 'stats-me:user', max: 60, windowMs: 60_000, subject: bySubject.user }];

/**
 * The signed-in user's statistics across their completed matches (decision 037): from their kept
 * snapshot while it stands for their records, which costs the same at 10 or 2,000 matches.
 */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistics = statisticsRepository(app.database.db);
  const snapshots = statisticsSnapshots(app.database.db);

  app.get(
    '/stats/me',
    {
      preHandler: [requireUser, app.limit(READ_LIMIT)],
      schema: {
        tags: ['statistics'],
        summary: 'My statistics: the free summary, and the detailed part on Premium',
        response: { 200: myStatisticsResponseSchema, ...apiErrorResponses(401, 429) },
      },
    },
    async (request): Promise<MyStatisticsResponse> => {
      const viewer = viewerOf(request);
      const now = Date.now();
      const [snapshot, levels] = await Promise.all([
        snapshots.current(viewer.user.id, now),
        playerLevels(app.database.db, viewer.user.id),
      ]);
      const { summary, detailed } = statisticsAt(snapshot, now);
      const views = await statistics.summaryViews(
        viewer.user.id,
        summary.recent.map((result) => result.matchId),
      );
      const recent = summary.recent.map((result) => ({ ...result, view: views.get(result.matchId) ?? null }));
      // The server decides what the plan shows: a free plan never receives the detailed figures.
      const { premium } = featureGate(viewer.plan, 'detailedStats');
      return { summary: { ...summary, recent }, detailed: premium ? detailed : null, locked: !premium, levels };
    },
  );
};
