/*
 * How the client checks what the API answers, without the zod runtime on any page (decision 024,
 * "Zod out of the client"). The server serialises every answer through its route's zod schema, so an
 * answer of the right route already has the contract's shape and the contract's type describes it.
 * What can still arrive is an answer of another kind: a proxy's or captive portal's page, an older
 * server, an empty body. These checks catch that much (the top-level fields and their kinds), and
 * the request fails with `invalid_response` instead of a page reading fields that are not there.
 */

/** A check of an answer; it narrows `unknown` to the contract's type. */
export type ResponseCheck<T> = (value: unknown) => value is T;

/** The kind of a top-level field, as `typeof` tells it (`object` excludes null and arrays). */
export type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasKind(value: unknown, kind: FieldKind): boolean {
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return isJsonObject(value);
  return typeof value === kind;
}

/**
 * An answer that is a JSON object whose named fields have the named kinds. Name the fields the
 * callers read; fields that may be null or absent stay unnamed.
 */
export function shaped<T>(fields: { readonly [K in keyof T]?: FieldKind }): ResponseCheck<T> {
  const entries = Object.entries(fields) as [string, FieldKind][];
  return (value): value is T => isJsonObject(value) && entries.every(([key, kind]) => hasKind(value[key], kind));
}

/** Any answer: for routes whose body the caller ignores (it reads the new state elsewhere). */
export const anyAnswer: ResponseCheck<unknown> = (_value): _value is unknown => true;
