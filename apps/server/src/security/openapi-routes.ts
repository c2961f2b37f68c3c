/**
 * Test support: the routes the API documents in /api/openapi.json, which the security suites walk
 * so a new route is covered (or flagged) without anyone listing it by hand.
 */
import type { FastifyInstance } from 'fastify';

/** The part of a JSON Schema the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
}

export interface OpenapiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenapiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: `/api/matches/{id}`. */
  path: string;
  parameters: OpenapiParameter[];
  /** The JSON body's schema; undefined when the route takes no body. */
  body?: JsonSchema;
}

interface OpenapiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenapiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every documented route of the app, read through GET /api/openapi.json as a client would. */
export async function openapiRoutes(app: FastifyInstance): Promise<OpenapiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  const document = response.json() as OpenapiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method.toUpperCase()))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as OpenapiRoute['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** The documented path with its `{name}` parameters filled in (URL-encoded). */
export function urlOf(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
