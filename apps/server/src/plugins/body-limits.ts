import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const KIB = 1024;

/** Bytes of body a route takes unless it is listed below; also the limit of addresses no route serves. */
export const DEFAULT_BODY_LIMIT = 4 * KIB;

/**
 * The routes whose largest valid body is over DEFAULT_BODY_LIMIT, by method and path as registered,
 * each with the next power of two above that body (decision 017; the body-limit suite recomputes
 * the largest body from each route's schema, counting 3 bytes per character of free text).
 */
export const LISTED_BODY_LIMITS: Readonly<Record<string, number>> = {
  /**
   * A signed Stripe event, kept raw for its signature (no schema to compute from): a subscription
   * event of ours is about 10 KB; Stripe does not bound them, so this leaves room for larger
   * objects while keeping to an eighth of BODY_LIMIT like every route (decision 023).
   */
  'POST /api/billing/webhook': 128 * KIB,
  /** 500 entries of the largest kind (a rules change with 64-character ids): 102,013 bytes. */
  'POST /api/matches/:id/entries': 128 * KIB,
  /** Names and addresses, two passwords and a captcha token: 23,256 bytes. */
  'POST /api/auth/sign-up': 32 * KIB,
  /** A 5,000-character message: 15,589 bytes. */
  'POST /api/contact': 16 * KIB,
  /** A 4,096-character token: 12,300 bytes. */
  'POST /api/captcha/verify': 16 * KIB,
  /** Three passwords: 9,276 bytes. */
  'POST /api/account/password': 16 * KIB,
  /** A token and two passwords: 7,730 bytes. */
  'POST /api/auth/reset-password': 8 * KIB,
  /** A 2,048-character token: 6,156 bytes. */
  'POST /api/unsubscribe': 8 * KIB,
  /** Team, player and club names and descriptions, the rules with a race: 6,082 bytes. */
  'PUT /api/matches/:id': 8 * KIB,
  /** 30 court names: 6,760 bytes. */
  'POST /api/venues': 8 * KIB,
  /** A club's name, address, city, country, time zone, phone and a 1,000-character note: about 4,800 bytes. */
  'POST /api/venue-applications': 8 * KIB,
  /** A name and 32 players, each a 60-character name and an account id: 13,049 bytes. */
  'POST /api/tournaments': 16 * KIB,
  'POST /api/tournaments/preview': 16 * KIB,
};

/** The body limit of one route: its listed limit or the default, never above the configured ceiling. */
export function bodyLimitFor(method: string, url: string, ceiling: number): number {
  return Math.min(LISTED_BODY_LIMITS[`${method} ${url}`] ?? DEFAULT_BODY_LIMIT, ceiling);
}

/**
 * Sets every route's `bodyLimit` from the table above, as it is registered: a body over it is a 413
 * `payload_too_large` before a byte past the limit is read. The table is the only place limits are
 * set, so a route that sets its own is refused at start-up.
 */
export const bodyLimits = fp(async (app: FastifyInstance, opts: { ceiling: number }) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.bodyLimit !== undefined) {
      throw new Error(`${route.url}: set its body limit in LISTED_BODY_LIMITS (plugins/body-limits.ts)`);
    }
    const methods = [route.method].flat();
    route.bodyLimit = Math.max(...methods.map((method) => bodyLimitFor(method, route.url, opts.ceiling)));
  });
});
