import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccountError } from './locale';
import { isTrustedOrigin, originOf } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why `request` is refused (403), or undefined when it may go on. */
function refusal(app: FastifyInstance, request: FastifyRequest): AccountError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.routeOptions.config.originCheck === false) return undefined;
  const named = request.headers.origin ?? request.headers.referer;
  if (named === undefined) {
    return request.headers.cookie === undefined
      ? undefined
      : new AccountError(403, 'invalid_origin', 'auth.errors.invalidOrigin');
  }
  const origin = originOf(named);
  if (origin === null || !isTrustedOrigin(app.config, origin, request.headers.host)) {
    return new AccountError(403, 'invalid_origin', 'auth.errors.invalidOrigin');
  }
  return undefined;
}

/**
 * CSRF defence: a state-changing request (POST, PUT, PATCH, DELETE) that names an origin (Origin,
 * else Referer) must name ours, and one that carries cookies must name one. It reads no address:
 * only the API takes such requests, and a check keyed on the path could be dodged by spelling the
 * path another way the router still routes (`/%61pi/...`, an absolute-form target; decision 016).
 * Browsers always send Origin on cross-site and same-origin POSTs, so pages of ours pass and other
 * sites' forms and fetches are refused; cookie-less clients (a mail provider's one-click
 * unsubscribe, scripts) need no header. SameSite=Lax cookies are the second line.
 * A route whose authority is a signed token in the request rather than a cookie may opt out with
 * `config: { originCheck: false }` (one-click unsubscribe, which webmail may post from its origin).
 */
export const originCheck = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: every request passes it, and a promise per hook costs them all.
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusal(app, request));
  });
});
