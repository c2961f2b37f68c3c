import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { snapshotRefreshQueue } from '../modules/statistics/snapshot-refresh-queue';
import { statisticsSnapshots } from '../modules/statistics/statistics-snapshots';

/**
 * Decorates `app.statisticsRefresh`: the players of a finished match get their statistics snapshot
 * taken right after its commit, so their Stats tab opens from it (decision 037, "Snapshots"). Closing
 * the app drops what is queued and waits for the refresh under way.
 */
export const statisticsRefresh = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const snapshots = statisticsSnapshots(opts.db);
  const queue = snapshotRefreshQueue(
    (userId) => snapshots.current(userId, Date.now()),
    (error, userId) => app.log.warn({ err: error, userId }, 'statistics snapshot refresh failed'),
  );
  app.decorate('statisticsRefresh', queue);
  app.addHook('onClose', () => queue.close());
});
