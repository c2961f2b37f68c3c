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
 * The values met on a walk, in the order met: each one's parent (its index here) and its key in
 * that parent, rather than its path, which is built only for the value reported.
 */
interface Walk {
  values: unknown[];
  parents: number[];
  keys: (string | number)[];
}

function pathOf(walk: Walk, index: number): string {
  const keys: (string | number)[] = [];
  for (let at = index; at > 0; at = walk.parents[at] as number) keys.push(walk.keys[at] as string | number);
  return keys.reverse().join('.');
}

/** A plain object whose own values are all strings (or none at all). */
function isFlatTextRecord(value: unknown): boolean {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) {
    if (Object.hasOwn(value, key) && typeof (value as Record<string, unknown>)[key] !== 'string') return false;
  }
  return true;
}

/**
 * The key of a flat record of strings whose key or value cannot be stored, found in the walk's
 * order (every key of the record before any value), or undefined.
 */
function flatUnstorableKey(record: Record<string, string>): string | undefined {
  for (const key in record) if (Object.hasOwn(record, key) && UNSTORABLE.test(key)) return key;
  for (const key in record) if (Object.hasOwn(record, key) && UNSTORABLE.test(record[key] as string)) return key;
  return undefined;
}

/**
 * The dotted path ('' for `value` itself) of the first string, value or key, that PostgreSQL
 * cannot store; undefined when there is none. One visit per value, each a constant amount of work
 * besides testing its text, and a list rather than the call stack, so a value nested deeper than
 * the stack goes is walked too. Bodies reach it already bounded (plugins/json-structure.ts); query
 * strings and path parameters are bounded by the length of the URL.
 */
export function unstorablePath(value: unknown): string | undefined {
  // Most requests' parts are nothing or a flat record of short strings (a GET's query, its path
  // parameters): answered without building a walk, which costs every request its allocations.
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return UNSTORABLE.test(value) ? '' : undefined;
  if (isFlatTextRecord(value)) return flatUnstorableKey(value as Record<string, string>);
  const walk: Walk = { values: [value], parents: [-1], keys: [''] };
  const visit = (child: unknown, parent: number, key: string | number) => {
    walk.values.push(child);
    walk.parents.push(parent);
    walk.keys.push(key);
  };
  for (let index = 0; index < walk.values.length; index++) {
    const item = walk.values[index];
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return pathOf(walk, index);
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) visit(item[i], index, i);
    } else if (typeof item === 'object' && item !== null) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        visit((item as Record<string, unknown>)[key], index, key);
        if (UNSTORABLE.test(key)) return pathOf(walk, walk.values.length - 1);
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
  // A callback hook: every request passes it, and a promise per hook costs them all.
  app.addHook('preValidation', (request, reply, done) => {
    for (const [name, part] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unstorablePath(part);
      if (path === undefined) continue;
      // Fields are named as the validation errors name them: the field's path, else the part.
      const fields = { [path || name]: 'contains a character that cannot be stored (NUL or a broken surrogate)' };
      reply.code(400).send(errorBody('validation_failed', 'The request is not valid.', fields));
      return;
    }
    done();
  });
});
