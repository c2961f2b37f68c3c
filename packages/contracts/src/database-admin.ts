import { z } from 'zod';

/**
 * /database-admin (master admins, read-only; decision 050):
 * - GET /api/admin/database: the database's kind and version, its pool use, each table of the
 *   `public` schema with its row count and size, and the migrations applied.
 * - GET /api/admin/database/tables/{table}/rows: a table's newest rows, secrets masked.
 * - GET /api/admin/database/tables/{table}/export: the same as CSV, more rows.
 * A table the database does not have answers 404 `not_found`. Errors: 400, 401, 403, 429.
 */

/** The newest rows the browser shows, and the most a CSV export holds. */
export const DATABASE_ROWS_LIMIT = 50;
export const DATABASE_EXPORT_LIMIT = 1000;

/** What a masked value reads as: the value itself never leaves the server. */
export const MASKED_VALUE = '***';

export const databaseTableParamsSchema = z.object({
  /** A PostgreSQL identifier as the schema spells table names; checked against the real list. */
  table: z
    .string()
    .max(63)
    .regex(/^[a-z_][a-z0-9_]*$/),
});
export type DatabaseTableParams = z.infer<typeof databaseTableParamsSchema>;

export const databaseTableSchema = z.object({
  name: z.string(),
  rows: z.number().int().nonnegative(),
  /** The count is the planner's estimate (large tables), not an exact count. */
  estimated: z.boolean(),
  /** Table, indexes and TOAST, in bytes. */
  bytes: z.number().int().nonnegative(),
});
export type DatabaseTable = z.infer<typeof databaseTableSchema>;

/** The pg pool's connections; null on embedded PGlite, which has one connection and no pool. */
export const databasePoolSchema = z.object({
  total: z.number().int().nonnegative(),
  idle: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
});
export type DatabasePool = z.infer<typeof databasePoolSchema>;

export const databaseMigrationSchema = z.object({
  /** The migration file's tag (0007_completed_history); its hash when no committed file matches. */
  name: z.string(),
  appliedAt: z.string(),
});
export type DatabaseMigration = z.infer<typeof databaseMigrationSchema>;

export const databaseOverviewSchema = z.object({
  kind: z.enum(['postgres', 'pglite']),
  version: z.string(),
  pool: databasePoolSchema.nullable(),
  tables: z.array(databaseTableSchema),
  migrations: z.array(databaseMigrationSchema),
});
export type DatabaseOverview = z.infer<typeof databaseOverviewSchema>;

export const databaseRowsSchema = z.object({
  table: z.string(),
  columns: z.array(z.string()),
  /** The columns whose values are replaced by MASKED_VALUE (entirely or, in mail bodies, the link tokens). */
  masked: z.array(z.string()),
  /** Each row's values in `columns` order, as text; null stays null. */
  rows: z.array(z.array(z.string().nullable())),
  /** The column the rows are newest-first by; `ctid` (physical order, roughly insertion) without one. */
  orderedBy: z.string(),
  limit: z.number().int(),
});
export type DatabaseRows = z.infer<typeof databaseRowsSchema>;

/** The CSV file (text/csv, an attachment named after the table). */
export const databaseExportSchema = z.string();
