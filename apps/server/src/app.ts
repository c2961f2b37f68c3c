import './app-types';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { contactRoutes } from './modules/contact/contact.routes';
import { systemRoutes } from './modules/system/system.routes';
import { errorShape } from './plugins/error-shape';
import { openapi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { spa } from './plugins/spa';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the Fastify app without listening. Plugins load in a fixed order:
 * external (headers, rate limits, OpenAPI) -> app (error shape, decorations) -> modules -> SPA.
 */
export async function buildApp({ config, database, webRoot, logger = false }: BuildAppOptions) {
  const app = Fastify({ logger, bodyLimit: config.BODY_LIMIT, trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeaders);
  await app.register(rateLimits);
  await app.register(openapi);

  await app.register(errorShape, { exposeInternals: config.NODE_ENV === 'development' });
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });

  await app.register(spa, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
