import { apiErrorResponses, eventsQuerySchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { notificationsService } from '../notifications/notifications.service';
import type { UserEvent } from './user-events';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 3_000;
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
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new HttpError(406, 'not_acceptable', 'This address answers text/event-stream only.');
      }
      const header = request.headers['last-event-id'];
      const lastSeen = Number(
        typeof header === 'string' && header !== '' ? header : (request.query.since ?? Number.NaN),
      );
      const raw = reply.raw;
      // A write racing the tab's disconnection must not become an unhandled error.
      raw.on('error', () => {});
      const open = () => !raw.writableEnded && !raw.destroyed;
      let lastId = Date.now();
      const nextId = () => {
        lastId = Math.max(lastId + 1, Date.now());
        return lastId;
      };
      const stream = {
        send: (event: UserEvent) => {
          if (open()) raw.write(frame(nextId(), event));
        },
        resync: () => {
          if (open()) raw.write(`id: ${nextId()}\nevent: resync\ndata: {}\n\n`);
        },
        end: () => {
          if (open()) raw.end();
        },
      };
      const remove = app.realtime.streams.add(user.id, stream);
      if (!remove) throw new HttpError(429, 'too_many_streams', 'Too many open event streams for this user.');

      reply.hijack();
      raw.writeHead(200, {
        // What the app set so far (a refreshed session cookie, security headers), lower-case keys as
        // these, so the stream's own replace them instead of being sent twice.
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx buffers proxied answers unless told not to; a buffered stream delivers nothing live.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const heartbeat = setInterval(() => {
        if (open()) raw.write(': ping\n\n');
      }, HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        remove();
      });

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
