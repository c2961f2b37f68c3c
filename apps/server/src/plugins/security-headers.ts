import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP the built SPA works under: no inline scripts (Vite emits none),
 * inline styles allowed because Radix and vaul position overlays with style attributes.
 * upgrade-insecure-requests is off so the app also works over plain http on a LAN (phones at a club).
 * With a real reCAPTCHA site key, Google's script and challenge frame are allowed too.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { recaptcha: boolean }) => {
  const recaptchaScripts = opts.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const recaptchaFrames = opts.recaptcha ? ['https://www.google.com', 'https://recaptcha.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaScripts],
        frameSrc: ["'self'", ...recaptchaFrames],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
