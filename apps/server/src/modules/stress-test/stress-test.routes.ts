import type { AddressInfo } from 'node:net';
import { apiErrorResponses, startStressTestRequestSchema, stressTestResponseSchema } from '@marcador/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, viewerOf } from '../../plugins/auth-guards';
import { AccountError } from '../../plugins/locale';
import { appOrigin } from '../../plugins/origins';
import { adminLogRepository } from '../admin/admin-log.repository';
import { stressAccountRepository } from './stress-account.repository';
import { type LoopbackTarget, StressRunBusy, stressRuns } from './stress-run';

/** Listening addresses that take connections to 127.0.0.1. */
const REACHES_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::ffff:127.0.0.1']);

/**
 * This server's own port when it listens where 127.0.0.1 reaches it, else null. The Origin is the
 * one the CSRF check accepts from this server's own pages: APP_URL's when set, else the host's.
 */
function loopbackTarget(app: FastifyInstance): LoopbackTarget | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string' || !REACHES_LOOPBACK.has(address.address)) return null;
  const origin = app.config.APP_URL === undefined ? `http://127.0.0.1:${address.port}` : appOrigin(app.config);
  return { port: address.port, origin };
}

/** The admins' stress test (decision 051): start a run, read its live figures. */
export const stressTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = stressRuns({
    accounts: stressAccountRepository(app.database.db, app.secrets.auth),
    adminLog: adminLogRepository(app.database.db),
    log: app.log,
    unlimitedUsers: app.unlimitedUsers,
    forgetSessions: (userId) => app.sessionReader.forgetUser(userId),
  });
  // Before the server stops taking requests: the run ends and removes its account while the database is open.
  app.addHook('preClose', () => runs.stop());

  app.get(
    '/admin/stress-test',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The stress run under way, else the last one (live figures; null before any)',
        response: { 200: stressTestResponseSchema, ...apiErrorResponses(401, 403, 429) },
      },
    },
    async () => ({ run: runs.status() }),
  );

  app.post(
    '/admin/stress-test',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Start a bounded load on this server from itself (127.0.0.1); one run at a time',
        body: startStressTestRequestSchema,
        response: { 202: stressTestResponseSchema, ...apiErrorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const target = loopbackTarget(app);
      if (!target) throw new AccountError(409, 'stress_test_unavailable', 'admin.stressTest.unavailable');
      const { user } = viewerOf(request);
      try {
        const run = await runs.start(request.body, target, { id: user.id, email: user.email });
        return reply.code(202).send({ run });
      } catch (error) {
        if (error instanceof StressRunBusy) {
          throw new AccountError(409, 'stress_test_running', 'admin.stressTest.running');
        }
        throw error;
      }
    },
  );
};
