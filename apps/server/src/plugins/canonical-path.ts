import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './error-shape';

/** A percent-encoded unreserved character (RFC 3986: letters, digits, `-._~`), which never needs encoding. */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;

/**
 * Why the request target `target` (the request line's, as sent) is not a canonical origin-form
 * path, or undefined when it is. The router reads all of these as some other, plain address
 * (`/%61pi/x` and `http://host/api/x` as /api/x; `/api/x/..` and `//api` as themselves, where a
 * proxy or a URL parser would resolve them): an address that is not spelt the way it is routed.
 * The query is not looked at; encoded characters that need encoding (`%20`, `%C3%B1`, `%2F`) are fine.
 */
export function nonCanonicalReason(target: string): string | undefined {
  if (!target.startsWith('/')) return 'not a path (absolute-form or authority-form target)';
  const path = pathOf(target);
  if (path.includes('#')) return 'a fragment';
  if (path.includes('\\')) return 'a backslash';
  if (path.includes('//')) return 'an empty segment';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'a dot segment';
  if (ENCODED_UNRESERVED.test(path)) return 'a percent-encoded letter, digit or -._~';
  return undefined;
}

/** The path part of a request target: everything before the query. */
function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/**
 * The path of a request (`/api/profile`, no query). Every request that reaches a hook after
 * `canonicalPath`'s, a handler or the not-found handler has a canonical target, so this is the path
 * the router matched, spelt the same way; every check keyed on the address reads it here.
 */
export function requestPath(request: FastifyRequest): string {
  return pathOf(request.url);
}

/**
 * Refuses, with a 400 `non_canonical_url` in our error shape, every request whose target is not a
 * canonical path (`nonCanonicalReason`), before any other check reads the address. Registered after
 * the security headers and the CSRF origin check, so a refusal carries the headers and a
 * cross-site request is still answered 403 whatever its spelling.
 */
export const canonicalPath = fp(async (app: FastifyInstance) => {
  // A callback hook: every request passes it, and a promise per hook costs them all.
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = nonCanonicalReason(request.url);
    done(
      reason === undefined
        ? undefined
        : new HttpError(400, 'non_canonical_url', `The address is not in its plain form: ${reason}.`),
    );
  });
});
