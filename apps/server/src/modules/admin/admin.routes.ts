import { adminVerifyRequestSchema, adminVerifyResponseSchema, apiErrorSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveViewer } from '../../plugins/auth';
import { notSignedIn, refuseAdmin } from '../../plugins/auth-guards';
import { adminLogRepository } from './admin-log.repository';

/** The master-admin guard of /master-admin, /mobile-admin and /database-admin (spec section 4). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = adminLogRepository(app.database.db);

  app.post(
    '/admin/verify',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Check master-admin access; every outcome of a signed-in user is logged (refusals limited, repeats counted)',
        body: adminVerifyRequestSchema.optional(),
        response: { 200: adminVerifyResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(request, reply);
      if (!viewer) throw notSignedIn();
      const details = {
        userId: viewer.user.id,
        email: viewer.user.email,
        roleBased: true,
        phase: 'verify',
        area: request.body?.area ?? null,
        timestamp: new Date().toISOString(),
      };
      if (!viewer.roles.includes('admin')) return refuseAdmin(request, reply, details);
      await log.record({ action: 'access_verified', actorUserId: viewer.user.id, details });
      return { granted: true as const };
    },
  );
};
