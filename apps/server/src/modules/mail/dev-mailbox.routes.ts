import { randomBytes, timingSafeEqual } from 'node:crypto';
import { apiErrorSchema, devMailboxQuerySchema, outboxResponseSchema } from '@marcador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { HttpError } from '../../plugins/error-shape';
import { appOrigin, isLoopbackAddress } from '../../plugins/origins';
import { latestMessages } from './mail.routes';
import { outboxRepository } from './outbox.repository';

/** The web page of the development mailbox (apps/web route table). */
export const DEV_MAILBOX_PAGE = '/dev/mailbox';

/** The development mailbox exists only while e-mail is not sent: SMTP_URL unset (decision 020). */
export function devMailboxEnabled(config: AppConfig): boolean {
  return config.SMTP_URL === undefined;
}

/**
 * True when this request may see the development mailbox at all: it is enabled and the connection
 * comes from this computer. The socket's own address, not `request.ip`, which TRUST_PROXY lets a
 * client choose through X-Forwarded-For.
 */
export function reachesDevMailbox(config: AppConfig, request: FastifyRequest): boolean {
  return devMailboxEnabled(config) && isLoopbackAddress(request.socket.remoteAddress);
}

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/dev/mailbox: the outbox for the person running a first install without SMTP, who has no
 * other way to read a verification link than the console. Registered only without SMTP_URL; from
 * another computer it is a 404 like any unknown route; from this one it needs the key printed on
 * the console at start (new on every start), so a reverse proxy on the same machine, which makes
 * every visitor look local, still exposes nothing.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!devMailboxEnabled(app.config)) return;
  const key = randomBytes(18).toString('base64url');
  const outbox = outboxRepository(app.database.db);

  app.addHook('onListen', async () => {
    app.log.warn(
      `E-mail is not sent (SMTP_URL is unset): verification and reset links are printed here, and every message is in the development mailbox, on this computer only: ${appOrigin(app.config)}${DEV_MAILBOX_PAGE}#key=${key}`,
    );
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'Development mailbox: the latest 100 e-mails (no SMTP_URL; this computer only, with the console key)',
        querystring: devMailboxQuerySchema,
        response: { 200: outboxResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!reachesDevMailbox(app.config, request)) {
        throw new HttpError(404, 'not_found', `No route for GET ${request.url.split('?')[0]}.`);
      }
      if (!sameKey(request.query.key, key)) {
        throw new HttpError(403, 'forbidden', 'Open the development mailbox with the link the server console shows.');
      }
      return latestMessages(outbox);
    },
  );
};
