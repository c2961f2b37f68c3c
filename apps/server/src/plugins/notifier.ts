import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { createNotifier } from '../modules/notifications/notifier';

/** Decorates `app.notifier`, through which every feature tells a user something happened (after the mail plugin). */
export const notifier = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('notifier', createNotifier(opts.db, app.mail, app.log));
});
