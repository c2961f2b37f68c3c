import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. Computed once: helmet (and @fastify/helmet, which calls
 * it on every request) rebuilds and re-validates the whole policy per call, a measurable share of a
 * live-scoring request. The options hold no per-request parts (no nonces, no functions).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers with a CSP the built SPA works under: no inline scripts (Vite emits none),
 * inline styles allowed because Radix and vaul position overlays with style attributes.
 * upgrade-insecure-requests is off so the app also works over plain http on a LAN (phones at a club).
 * With a real reCAPTCHA site key, Google's script and challenge frame are allowed too.
 * Every API answer gets `Cache-Control: no-store`.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { recaptcha: boolean }) => {
  const recaptchaScripts = opts.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const recaptchaFrames = opts.recaptcha ? ['https://www.google.com', 'https://recaptcha.google.com'] : [];
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers may carry personal data (a profile, a match, the outbox): no cache may keep one.
    // A route serving public data may set its own Cache-Control (decision 019).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
});
