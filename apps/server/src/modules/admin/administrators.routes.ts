import {
  addAdministratorRequestSchema,
  administratorParamsSchema,
  administratorResponseSchema,
  administratorsResponseSchema,
  apiErrorResponses,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth-guards';
import { bySubject, HOUR_MS, type LimitRule } from '../../plugins/rate-limits';
import { actorOf } from './admin-actor';
import { administratorsService, toAdministrator } from './administrators.service';

/** Admins are added and removed by hand, a few at a time: this only stops a script. */
const CHANGES: LimitRule[] = [
  { name: 'administrators-change:user', max: 120, windowMs: HOUR_MS, subject: bySubject.user },
];

const errors = apiErrorResponses(400, 401, 403, 404, 409, 429);

/** /master-admin's administrators (spec section 5): list, add by e-mail, remove with confirmation. */
export const administratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = administratorsService({
    db: app.database.db,
    rolesChanged: (userId) => app.sessionReader.forgetUser(userId),
  });
  const listed = async () => ({ administrators: (await service.list()).map(toAdministrator) });

  app.get(
    '/admin/administrators',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every administrator with the date added, oldest first',
        response: { 200: administratorsResponseSchema, ...errors },
      },
    },
    listed,
  );

  app.post(
    '/admin/administrators',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary: 'Make an existing account an administrator (404 no such account, 409 already one); logged',
        body: addAdministratorRequestSchema,
        response: { 201: administratorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const added = await service.add(actorOf(request), request.body.email);
      return reply.code(201).send({ administrator: toAdministrator(added) });
    },
  );

  app.delete(
    '/admin/administrators/:userId',
    {
      preHandler: [requireAdmin, app.limit(CHANGES)],
      schema: {
        tags: ['admin'],
        summary: 'Remove an administrator (409 yourself or the last one, 404 not one); logged; the list after',
        params: administratorParamsSchema,
        response: { 200: administratorsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.userId);
      return listed();
    },
  );
};
