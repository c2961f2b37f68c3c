import { defineConfig } from 'drizzle-kit';

/** Used only by `npm run db:generate` to write SQL migrations from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
