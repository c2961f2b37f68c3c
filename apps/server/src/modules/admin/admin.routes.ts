import { adminVerifyRequestSchema, adminVerifyResponseSchema, apiErrorSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveViewer } from '../../plugins/auth';
import { notSignedIn } from '../../plugins/auth-guards';
import { AccountError } from '../../plugins/locale';
import { adminLogRepository } from './admin-log.repository';

/** The master-admin guard of /master-admin, /mobile-admin and /database-admin (spec section 4). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = adminLogRepository(app.database.db);

  app.post(
    '/admin/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Check master-admin access; every outcome of a signed-in user is logged',
        body: adminVerifyRequestSchema.optional(),
        response: { 200: adminVerifyResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(request, reply);
      if (!viewer) throw notSignedIn();
      const granted = viewer.roles.includes('admin');
      await log.record({
        action: granted ? 'access_verified' : 'action_attempted',
        actorUserId: viewer.user.id,
        details: {
          userId: viewer.user.id,
          email: viewer.user.email,
          roleBased: true,
          phase: 'verify',
          area: request.body?.area ?? null,
          timestamp: new Date().toISOString(),
        },
      });
      if (!granted) throw new AccountError(403, 'forbidden', 'admin.errors.masterAdminRequired');
      return { granted: true as const };
    },
  );
};
