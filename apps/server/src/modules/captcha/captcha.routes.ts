import {
  apiErrorSchema,
  captchaConfigSchema,
  captchaVerifyRequestSchema,
  captchaVerifyResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaDevMode, verifyCaptcha } from './captcha-verifier';

/** The captcha "functions" of the spec: recaptcha-config and verify-recaptcha. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/config',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Site key and whether the challenge is skipped',
        response: { 200: captchaConfigSchema },
      },
    },
    async () => ({ siteKey: app.config.RECAPTCHA_SITE_KEY ?? null, devMode: captchaDevMode(app.config) }),
  );

  app.post(
    '/captcha/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: 'Verify a captcha token (diagnostics; sign-up verifies its own)',
        body: captchaVerifyRequestSchema,
        response: { 200: captchaVerifyResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ success: (await verifyCaptcha(app.config, request.body.token, request.ip)) !== 'rejected' }),
  );
};
