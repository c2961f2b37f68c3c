import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRealtime } from '../modules/realtime/realtime';

/**
 * Decorates `app.realtime` and starts listening. Before the server closes, every open stream ends:
 * a stream never ends by itself, and the server's close would otherwise wait for it forever.
 */
export const realtime = fp(async (app: FastifyInstance) => {
  const service = createRealtime(app.database, app.log);
  await service.start();
  app.decorate('realtime', service);
  app.addHook('preClose', async () => {
    await service.stop();
  });
});
