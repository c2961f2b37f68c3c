import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './error-shape';

/**
 * Nesting a JSON body may have (objects and arrays inside each other). Our deepest body is 4 levels
 * (a match's configuration, a rules change inside a batch of entries); see decision 017.
 */
export const MAX_JSON_DEPTH = 16;
/**
 * Values a JSON body may hold, object keys included. The largest body of ours, a batch of 500
 * log entries each of the largest kind, holds 8,503 (decision 017).
 */
export const MAX_JSON_NODES = 10_000;

export interface JsonStructureLimits {
  maxDepth: number;
  maxNodes: number;
}

/** The limit a text breaks and the index of the character where the scan stopped. */
export interface JsonExcess {
  limit: 'depth' | 'nodes';
  at: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isWhitespace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * The first limit a JSON text breaks, found in one pass over its characters and without building
 * anything, so it costs far less than parsing; undefined when the text keeps within both. A value
 * (or key) is counted where it starts: after the start of the text, `[`, `{`, `,` or `:`. The scan
 * stops at the first excess, so a hostile text is never read to its end. It does not check that
 * the text is JSON: the parser that runs next does.
 */
export function jsonStructureExcess(text: string, limits: JsonStructureLimits): JsonExcess | undefined {
  let depth = 0;
  let nodes = 0;
  let expectingValue = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) continue;
    if (code === COMMA || code === COLON) {
      expectingValue = true;
      continue;
    }
    if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
      expectingValue = false;
      continue;
    }
    if (expectingValue && ++nodes > limits.maxNodes) return { limit: 'nodes', at: i };
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limits.maxDepth) return { limit: 'depth', at: i };
      expectingValue = true;
      continue;
    }
    expectingValue = false;
    if (code === QUOTE) {
      // Skips the string: nothing inside it is structure.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    }
  }
  return undefined;
}

const EXCESS_MESSAGES: Record<JsonExcess['limit'], string> = {
  depth: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
  nodes: `The request body holds more than ${MAX_JSON_NODES.toLocaleString('en')} values.`,
};

/** The 413 a JSON text beyond MAX_JSON_DEPTH or MAX_JSON_NODES gets; undefined within both. */
export function jsonStructureError(text: string): HttpError | undefined {
  const excess = jsonStructureExcess(text, { maxDepth: MAX_JSON_DEPTH, maxNodes: MAX_JSON_NODES });
  return excess && new HttpError(413, 'payload_too_large', EXCESS_MESSAGES[excess.limit]);
}

/**
 * Replaces Fastify's JSON body parser with one that first scans the text for its depth and number
 * of values: a body beyond either limit is a 413 `payload_too_large` before JSON.parse, the
 * storable-text walk or validation spend any time on it. Bodies within the limits go to Fastify's
 * own parser, with the server's prototype-poisoning settings.
 */
export const jsonStructure = fp(async (app: FastifyInstance) => {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Read as a string (`parseAs`); the type allows a Buffer too.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const excess = jsonStructureError(text);
    if (excess) return done(excess, undefined);
    return parse(request, text, done);
  });
});
