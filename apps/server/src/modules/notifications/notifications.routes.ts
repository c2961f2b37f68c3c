import {
  apiErrorResponses,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationsUnreadSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { notificationsService } from './notifications.service';

/** The signed-in user's notifications: the list, one read, all read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app.database.db);

  app.get(
    '/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'The newest 50 notifications and the unread count',
        response: { 200: notificationListSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const [notifications, unread] = await Promise.all([service.latest(user.id), service.unread(user.id)]);
      return { notifications, unread };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Marks one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationsUnreadSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      // Someone else's notification is answered as one that does not exist.
      if (!(await service.markRead(user.id, request.params.id))) {
        throw new HttpError(404, 'not_found', 'Notification not found.');
      }
      return { unread: await service.unread(user.id) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification read',
        response: { 200: notificationsUnreadSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      await service.markAllRead(user.id);
      return { unread: 0 };
    },
  );
};
