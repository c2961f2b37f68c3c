import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appVersion } from '../version';

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from what the
 * server validates. Served at GET /api/openapi.json (registered here, before the modules, so
 * swagger sees every route added after it).
 */
export const openapi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Marcador API', version: appVersion, description: 'Live tennis and padel scoring.' },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
