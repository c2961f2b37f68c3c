import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { AccountError } from './locale';
import { processCounters } from './process-counters';
import { type RateLimitRepository, rateLimitRepository } from './rate-limits.repository';

/** One limit of a route: at most `max` hits per `windowMs` for each subject (an IP, an e-mail...). */
/** An hour, the window of most per-user limits. */
export const HOUR_MS = 3_600_000;

export interface LimitRule {
  /** Names the counter, e.g. `sign-in:email`; rules with the same name share counters. */
  name: string;
  max: number;
  windowMs: number;
  /** The subject counted; undefined skips the rule for this request (e.g. no e-mail in the body). */
  subject: (request: FastifyRequest) => string | undefined;
  /**
   * Where hits are counted: `database` (the default) shares counters between server instances;
   * `process` counts in this process's memory, for a hot route whose limit only bounds a runaway
   * client, where a database write per request would cost more than the request.
   */
  counted?: 'database' | 'process';
}

/** Purge expired counters once every this many hits, so the table stays small without a timer. */
const PURGE_EVERY = 500;

/**
 * Adapts the repository to @fastify/rate-limit's callback store. Each route gets a child store
 * whose keys carry the route, as the plugin's own stores do.
 */
function databaseStore(limits: RateLimitRepository) {
  return class DatabaseStore {
    // @fastify/rate-limit constructs stores with its options; only our children get a prefix.
    constructor(
      _options: object = {},
      private readonly prefix = '',
    ) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      limits.hit(`${this.prefix}${key}`, windowMs).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: object) {
      // Typed as route options, but at run time the route sits under `routeInfo` (RedisStore reads it too).
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore({}, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }
  };
}

/**
 * Rate limiting, with counters in the database so several instances share them.
 * - `config: { rateLimit: { max, timeWindow } }` on a route: a per-IP limit (@fastify/rate-limit),
 *   answered 429 in our error shape (English). Opt-in: reads are cheap and a global limit would
 *   throttle a club full of phones behind one IP.
 * - `app.limit(rules)`: a preHandler for several limits at once (per IP and per e-mail), run after
 *   body validation so rules can count body fields; answered 429 with the account message
 *   ('Demasiados intentos...') in the request's language and a Retry-After header.
 */
export const rateLimits = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const limits = rateLimitRepository(opts.db);
  let hitsSincePurge = 0;
  const hit = async (key: string, windowMs: number) => {
    if (++hitsSincePurge >= PURGE_EVERY) {
      hitsSincePurge = 0;
      await limits.purgeExpired();
    }
    return limits.hit(key, windowMs);
  };

  await app.register(rateLimit, {
    global: false,
    store: databaseStore({ ...limits, hit }),
    // The plugin throws what this returns; an Error with a status lets the error-shape plugin answer.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`), {
        statusCode: 429,
      }),
  });

  app.decorate('countHit', hit);

  const inProcess = processCounters();

  const unlimitedUsers = new Set<string>();
  app.decorate('unlimitedUsers', unlimitedUsers);

  app.decorate('limit', (rules: readonly LimitRule[]): preHandlerAsyncHookHandler => {
    return async (request, reply) => {
      const userId = request.viewer?.user.id;
      if (userId !== undefined && unlimitedUsers.has(userId)) return;
      let waitMs = 0;
      for (const rule of rules) {
        const subject = rule.subject(request);
        if (subject === undefined) continue;
        const key = `${rule.name}:${subject}`;
        const { hits, ttlMs } =
          rule.counted === 'process' ? inProcess.hit(key, rule.windowMs) : await hit(key, rule.windowMs);
        if (hits > rule.max) waitMs = Math.max(waitMs, ttlMs);
      }
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new AccountError(429, 'rate_limited', 'auth.errors.rateLimited', { seconds });
      }
    };
  });
});

/** Subject helpers for limit rules. */
export const bySubject = {
  ip: (request: FastifyRequest) => request.ip,
  /** The signed-in user's id (the rule must run after requireUser); signed out skips the rule. */
  user: (request: FastifyRequest) => request.viewer?.user.id,
  /** The body's `email`, normalised; absent or non-string skips the rule. */
  bodyEmail: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
  },
};
