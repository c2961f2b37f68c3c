import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers are written by a serialiser compiled once per route from the response schema's JSON Schema
 * (what Fastify does for JSON Schema routes), not by encoding each answer through zod first: on the
 * history list that encode was 14% of the server's time under load (decision 025). Only the schema's
 * properties are written, as with zod. A schema JSON Schema cannot express keeps zod's serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as RouteSchema['schema'];
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as RouteSchema);
  return jsonSchemaSerializer(schema as z.ZodType) ?? zodSerializerCompiler(route as RouteSchema);
};

/** A zod schema's serialiser compiled from its JSON Schema; null for a schema JSON Schema cannot express. */
function jsonSchemaSerializer(schema: z.ZodType): ((value: unknown) => string) | null {
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as object);
  } catch {
    return null;
  }
}

/**
 * Writes a value as the route answering with `schema` would (the same compiled serialiser), for a
 * module that keeps parts of an answer already written (the history list's summaries).
 */
export function serializerFor<Schema extends z.ZodType>(schema: Schema): (value: z.output<Schema>) => string {
  const serialize = jsonSchemaSerializer(schema);
  if (!serialize) throw new Error('serializerFor needs a schema JSON Schema can express');
  return serialize;
}
