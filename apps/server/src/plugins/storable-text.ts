import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-shape';

/**
 * NUL, and a UTF-16 surrogate without its partner: PostgreSQL stores neither (text refuses NUL,
 * jsonb refuses both), so such input would fail in the database as a 500 long after validation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path ('' for `value` itself) of the first string, value or key, that PostgreSQL
 * cannot store; undefined when there is none. Walks with a stack, not recursion: a body may be
 * nested deeper than the call stack goes.
 */
export function unstorablePath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, before validation, any request whose body, query or path parameters carry text the
 * database cannot store: a 400 in our error shape naming the field, for every route at once.
 */
export const storableText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [name, part] of Object.entries(parts)) {
      const path = unstorablePath(part);
      if (path === undefined) continue;
      // Fields are named as the validation errors name them: the field's path, else the part.
      const fields = { [path || name]: 'contains a character that cannot be stored (NUL or a broken surrogate)' };
      return reply.code(400).send(errorBody('validation_failed', 'The request is not valid.', fields));
    }
  });
});
