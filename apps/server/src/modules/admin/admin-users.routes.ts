import {
  accountDisabledChangeSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  apiErrorResponses,
  courtAdminChangeSchema,
  manualPremiumChangeSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { fromAuthApiError } from '../auth/auth-errors';
import { actorOf } from './admin-actor';
import { adminUsersService, toAdminUser } from './admin-users.service';

/** Changes are made by hand, one account at a time: this only stops a script. */
const CHANGES: LimitRule[] = [
  { name: 'admin-users-change:user', max: 300, windowMs: HOUR_MS, subject: bySubject.user },
];

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/** /master-admin's users: search accounts and act on one; every action is logged. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminUsersService({
    db: app.database.db,
    accessChanged: (userId) => app.sessionReader.forgetUser(userId),
    sendVerification: async (email) => {
      await app.auth.api.sendVerificationEmail({ body: { email } }).catch((error: unknown) => {
        throw fromAuthApiError(error);
      });
    },
  });

  app.get(
    '/admin/users',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Accounts whose e-mail or name holds q, newest first, with plan, roles and last activity',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, hasMore } = await service.search(q, page);
      return { users: rows.map(toAdminUser), page, hasMore };
    },
  );

  app.post(
    '/admin/users/:userId/court-admin',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke the court_admin role; logged',
        params: adminUserParamsSchema,
        body: courtAdminChangeSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.setCourtAdmin(actorOf(request), request.params.userId, request.body.granted);
      return { user: toAdminUser(row) };
    },
  );

  app.post(
    '/admin/users/:userId/manual-premium',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary: "Set or clear an operator's Premium (provider manual; 409 over a paid subscription); logged",
        params: adminUserParamsSchema,
        body: manualPremiumChangeSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.setManualPremium(actorOf(request), request.params.userId, request.body.premium);
      return { user: toAdminUser(row) };
    },
  );

  app.post(
    '/admin/users/:userId/disabled',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary:
          "Disable an account (its sessions end, sign-in is refused; 409 for one's own or an administrator's) or enable it; logged",
        params: adminUserParamsSchema,
        body: accountDisabledChangeSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.setDisabled(actorOf(request), request.params.userId, request.body.disabled);
      return { user: toAdminUser(row) };
    },
  );

  app.post(
    '/admin/users/:userId/verification-email',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary: 'Send the verification link again (409 once confirmed; at most 3 per address an hour); logged',
        params: adminUserParamsSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.resendVerification(actorOf(request), request.params.userId);
      return { user: toAdminUser(row) };
    },
  );
};
