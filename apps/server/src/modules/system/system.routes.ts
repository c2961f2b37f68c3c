import {
  apiErrorSchema,
  backendKeyCountSchema,
  backendKeysSchema,
  healthResponseSchema,
  publicConfigSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth-guards';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/database-unavailable';
import { appVersion } from '../../version';
import { resolveSpeechProvider } from '../tts/speech-providers';
import { backendKeys } from './backend-keys';

/** Health for load balancers and the public configuration the browser may know. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await app.database.ping();
      if (!database) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(database ? 200 : 503)
        .send({ status: database ? 'ok' : 'degraded', database, version: appVersion });
    },
  );

  // The provider is looked up once, as POST /api/tts does at start.
  const serverTts = resolveSpeechProvider(app.config) !== null;
  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Feature flags and public keys', response: { 200: publicConfigSchema } } },
    async () => {
      const { config } = app;
      return {
        flags: {
          tournaments: config.TOURNAMENTS_ENABLED,
          voice: config.VOICE_ENABLED,
          courtAdmin: config.COURT_ADMIN_ENABLED,
          premium: config.PREMIUM_ENABLED,
        },
        captchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
        serverTts,
        emailDelivery: config.SMTP_URL === undefined ? ('console' as const) : ('smtp' as const),
        version: appVersion,
      };
    },
  );

  // /debug's backend-key count (decision 050): anyone may know how many, only admins which.
  const keys = backendKeys(app.config);
  app.get(
    '/backend-keys',
    {
      schema: {
        tags: ['system'],
        summary: 'How many of the integrations (SMTP, Stripe, captcha, TTS...) are configured; counts only',
        response: { 200: backendKeyCountSchema },
      },
    },
    async () => ({ configured: keys.configured, total: keys.total }),
  );
  app.get(
    '/admin/backend-keys',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin', 'system'],
        summary: 'Each integration and whether it is configured (never a value)',
        response: { 200: backendKeysSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async () => keys,
  );
};
