/**
 * Test support: fast-check arbitraries derived from the JSON Schemas of /api/openapi.json, for the
 * fuzz suite. `conforming` values have the documented types (with nasty content: NUL bytes, emoji,
 * extreme numbers, the longest allowed strings), so they reach the handlers; `wrongType` values
 * break the schema, so the request must be refused before any handler runs.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/** Strings that have broken servers: NUL (PostgreSQL text refuses it), lone surrogates, markup, SQL. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥🎾'.repeat(20),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u202eRTL',
  'null',
  '-1',
];

/** Numbers at the edges of what JavaScript, JSON and PostgreSQL integer columns hold. */
const EDGE_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308, 5e-324];

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A list nested `depth` deep: [[[...]]]. Built in a loop, as recursion would overflow first. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const fits = (value: string) => value.length >= min && value.length <= max;
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) }),
    fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, Math.max(min, 40)) }),
    fc.constantFrom(...NASTY_STRINGS.filter(fits), 'x'.repeat(max)),
  );
}

function conformingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? Number.MAX_VALUE;
  const edges = [...EDGE_NUMBERS, schema.minimum ?? 0, schema.maximum ?? 0].filter(
    (n) => n >= min && n <= max && (!integer || Number.isInteger(n)),
  );
  const random = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof(random, fc.constantFrom(...edges)) : random;
}

/** A value of the schema's types, enums and lengths (patterns and formats are not honoured). */
export function conforming(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => conforming(branch, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const arbitraries = typesOf(schema).flatMap((type): fc.Arbitrary<unknown>[] => {
    if (type === 'string') return [conformingString(schema)];
    if (type === 'integer' || type === 'number') return [conformingNumber(schema, type === 'integer')];
    if (type === 'boolean') return [fc.boolean()];
    if (type === 'null') return [fc.constant(null)];
    if (type === 'array') {
      const items = schema.items ? conforming(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      const minLength = schema.minItems ?? 0;
      return [fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) })];
    }
    if (type === 'object') {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, conforming(s, depth + 1)]));
      return [fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) })];
    }
    return [];
  });
  if (schema.nullable) arbitraries.push(fc.constant(null));
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : fc.jsonValue({ maxDepth: 2 });
}

/** A value no reading of the schema accepts; undefined when anything goes (no type, no enum). */
export function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.anyOf ?? schema.oneOf) return undefined;
  const types = typesOf(schema);
  if (types.length === 0 && !schema.enum) return undefined;
  const candidates: unknown[] = [17, 'texto', true, [], {}, [1, 'a'], { a: { b: [] } }, deeplyNested(200)];
  if (!schema.nullable) candidates.push(null);
  const accepted = (value: unknown) => {
    if (schema.enum) return schema.enum.includes(value);
    if (value === null) return types.includes('null');
    if (Array.isArray(value)) return types.includes('array');
    if (typeof value === 'number') return types.includes('number') || types.includes('integer');
    return types.includes(typeof value);
  };
  const wrong = [fc.constantFrom(...candidates.filter((value) => !accepted(value)))];
  if (types.includes('string') && schema.maxLength !== undefined) {
    wrong.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  }
  if (types.includes('integer')) wrong.push(fc.constant(2.5));
  if (schema.minimum !== undefined) wrong.push(fc.constant(schema.minimum - 1));
  if (schema.maximum !== undefined) wrong.push(fc.constant(schema.maximum + 1));
  return fc.oneof(...wrong);
}

/** A query value for a parameter: documented but wrong (`mustFail`), or anything a client might type. */
export function queryValue(schema: JsonSchema): fc.Arbitrary<{ value: string; mustFail: boolean }> {
  const wrong: string[] = [];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) wrong.push('abc', '1e999');
  if (types.includes('integer')) wrong.push('1.5');
  if (schema.maximum !== undefined) wrong.push(String(schema.maximum + 1));
  if (schema.minimum !== undefined) wrong.push(String(schema.minimum - 1));
  if (schema.enum) wrong.push('not-one-of-them');
  if (schema.maxLength !== undefined) wrong.push('x'.repeat(schema.maxLength + 1));
  const loose = fc.oneof(
    conforming(schema).map((value) => ({ value: String(value), mustFail: false })),
    fc.string({ unit: 'binary', maxLength: 30 }).map((value) => ({ value, mustFail: false })),
  );
  return wrong.length > 0
    ? fc.oneof(
        fc.constantFrom(...wrong).map((value) => ({ value, mustFail: true })),
        loose,
      )
    : loose;
}
