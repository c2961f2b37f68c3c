import type { AppConfig } from './config';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated configuration (see src/config.ts). */
    config: AppConfig;
    /** The database handle; repositories receive `database.db`. */
    database: Database;
  }
}
