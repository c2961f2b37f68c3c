import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`): reads are cheap
 * and a global limit would throttle a club full of phones behind one IP. Answers 429 in our error shape
 * (built by the error-shape plugin).
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns; an Error with a status lets the error-shape plugin answer.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`), {
        statusCode: 429,
      }),
  });
});
