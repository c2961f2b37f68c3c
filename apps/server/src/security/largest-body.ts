/**
 * Test support: the size of the largest body a route's documented JSON Schema accepts, as a client
 * that writes compact JSON (JSON.stringify) would send it. The body-limit suite checks that every
 * route's limit holds it, so no valid request is ever refused for its size.
 */
import { MAX_ENTRIES_PER_BATCH } from '@marcador/contracts';
import type { JsonSchema } from './openapi-routes';

/**
 * UTF-8 bytes a free-text character may take in JSON: 3 for most of the Basic Multilingual Plane
 * (2 for accented Latin, 2 per UTF-16 unit for emoji, 2 for an escaped newline or tab).
 */
const FREE_TEXT_BYTES_PER_CHAR = 3;
/** The longest a JavaScript number prints: `-2.2250738585072014e-308`. */
const LONGEST_NUMBER = 24;

const json = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function stringBytes(schema: JsonSchema): number {
  if (schema.maxLength === undefined) return Number.POSITIVE_INFINITY;
  // Patterns and formats (ids, e-mail addresses) of ours allow ASCII only; anything else is free text.
  const perChar = schema.pattern !== undefined || schema.format !== undefined ? 1 : FREE_TEXT_BYTES_PER_CHAR;
  return 2 + schema.maxLength * perChar;
}

function numberBytes(schema: JsonSchema): number {
  if (schema.minimum === undefined || schema.maximum === undefined) return LONGEST_NUMBER;
  return Math.max(json(schema.minimum), json(schema.maximum));
}

function objectBytes(schema: JsonSchema): number {
  const members = Object.entries(schema.properties ?? {}).map(([key, value]) => json(key) + 1 + largestBody(value));
  if (schema.additionalProperties !== false && schema.properties === undefined) return Number.POSITIVE_INFINITY;
  return 2 + members.reduce((sum, bytes) => sum + bytes, 0) + Math.max(0, members.length - 1);
}

function arrayBytes(schema: JsonSchema): number {
  if (schema.maxItems === undefined || schema.items === undefined) return Number.POSITIVE_INFINITY;
  return 2 + schema.maxItems * largestBody(schema.items) + Math.max(0, schema.maxItems - 1);
}

/**
 * Bytes of the largest compact JSON value `schema` accepts (Infinity when it is unbounded): every
 * optional property present, every string and list at its longest. Unknown properties, which
 * non-strict schemas ignore, are not counted: a client never needs to send them.
 */
export function largestBody(schema: JsonSchema): number {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return Math.max(...branches.map(largestBody));
  if (schema.enum) return Math.max(...schema.enum.map(json));
  const sizes = typesOf(schema).map((type) => {
    if (type === 'string') return stringBytes(schema);
    if (type === 'integer' || type === 'number') return numberBytes(schema);
    if (type === 'boolean') return json(false);
    if (type === 'null') return json(null);
    if (type === 'array') return arrayBytes(schema);
    if (type === 'object') return objectBytes(schema);
    return Number.POSITIVE_INFINITY;
  });
  if (sizes.length === 0) return Number.POSITIVE_INFINITY;
  return Math.max(...sizes, schema.nullable ? json(null) : 0);
}

/**
 * The largest batch of log entries a device may send: MAX_ENTRIES_PER_BATCH rules changes with the
 * longest ids and numbers the schema allows (every `seq` the largest: ties are ordered by id).
 */
export function largestEntryBatch() {
  return Array.from({ length: MAX_ENTRIES_PER_BATCH }, (_, n) => ({
    id: `${'e'.repeat(58)}${String(n).padStart(6, '0')}`,
    at: 8_640_000_000_000,
    seq: 1_000_000,
    type: 'rules_changed' as const,
    rules: { sport: 'tennis' as const, deuce: 'advantage' as const, finalSet: 'matchTiebreak7' as const },
  }));
}
