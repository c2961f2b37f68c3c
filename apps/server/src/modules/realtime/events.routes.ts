import { apiErrorResponses, eventsQuerySchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { notificationsService } from '../notifications/notifications.service';
import { eventIds, eventStreamWriter, mustAcceptEventStream, startEventStream } from './sse';
import type { UserEvent } from './user-events';

/**
 * On resume, notifications written this long before the last event the tab saw are offered again
 * (a notification's time is its transaction's start, which may precede an event sent just before it
 * commits); the tab ignores ids it has already shown.
 */
const RESUME_OVERLAP_MS = 10_000;

/** `id:`, `event:` and `data:` lines of one server-sent event. */
function frame(id: number, event: UserEvent): string {
  return `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ created: event.created, changed: event.changed })}\n\n`;
}

/**
 * GET /api/events: the signed-in user's event stream (Server-Sent Events, decision 029). It resumes
 * from `Last-Event-ID` (or `?since=`, for a tab that opened a new connection itself): what is still
 * stored since then comes first. A request that does not accept `text/event-stream` is a 406.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(app.database.db);
  app.get(
    '/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['realtime'],
        summary: "The signed-in user's event stream (text/event-stream)",
        querystring: eventsQuerySchema,
        response: apiErrorResponses(400, 401, 406, 429),
      },
    },
    async (request, reply) => {
      const { user } = viewerOf(request);
      mustAcceptEventStream(request);
      const header = request.headers['last-event-id'];
      const lastSeen = Number(
        typeof header === 'string' && header !== '' ? header : (request.query.since ?? Number.NaN),
      );
      const writer = eventStreamWriter(reply);
      const nextId = eventIds();
      const stream = {
        send: (event: UserEvent) => writer.write(frame(nextId(), event)),
        resync: () => writer.write(`id: ${nextId()}\nevent: resync\ndata: {}\n\n`),
        end: writer.end,
      };
      const remove = app.realtime.streams.add(user.id, stream);
      if (!remove) throw new HttpError(429, 'too_many_streams', 'Too many open event streams for this user.');
      startEventStream(request, reply, writer, remove);

      if (Number.isFinite(lastSeen)) {
        try {
          const missed = await notifications.createdSince(user.id, Math.max(0, lastSeen - RESUME_OVERLAP_MS));
          if (missed.length > 0) stream.send({ userId: user.id, kind: 'notifications', created: missed, changed: [] });
        } catch (error) {
          // The stream is open and the tab reads its list itself on (re)connection: log, go on.
          request.log.warn({ err: error }, 'events: reading what a resumed stream missed failed');
        }
      }
    },
  );
};
