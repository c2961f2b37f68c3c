import {
  apiErrorSchema,
  DATABASE_EXPORT_LIMIT,
  DATABASE_ROWS_LIMIT,
  databaseExportSchema,
  databaseOverviewSchema,
  databaseRowsSchema,
  databaseTableParamsSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth-guards';
import { toCsv } from './csv';
import { databaseAdminRepository } from './database-admin.repository';
import { readTableRows } from './table-rows';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema } as const;
const tableRefusals = { ...refusals, 400: apiErrorSchema, 404: apiErrorSchema } as const;

/** /database-admin's reads (decision 050): master admins only, and nothing here writes. */
export const databaseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = databaseAdminRepository(app.database.db);

  app.get(
    '/admin/database',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The database's kind, version and pool use, its tables' row counts and sizes, the migrations applied",
        response: { 200: databaseOverviewSchema, ...refusals },
      },
    },
    async () => ({
      kind: app.database.kind,
      version: await repository.version(),
      pool: app.database.poolUse?.() ?? null,
      tables: await repository.tables(),
      migrations: await repository.migrations(),
    }),
  );

  app.get(
    '/admin/database/tables/:table/rows',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `A table's newest ${DATABASE_ROWS_LIMIT} rows, tokens, hashes and secrets masked`,
        params: databaseTableParamsSchema,
        response: { 200: databaseRowsSchema, ...tableRefusals },
      },
    },
    async (request) => readTableRows(repository, request.params.table, DATABASE_ROWS_LIMIT),
  );

  app.get(
    '/admin/database/tables/:table/export',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `A table's newest ${DATABASE_EXPORT_LIMIT} rows as a CSV attachment, masked as the rows`,
        params: databaseTableParamsSchema,
        response: { 200: databaseExportSchema, ...tableRefusals },
      },
    },
    async (request, reply) => {
      const { table, columns, rows } = await readTableRows(repository, request.params.table, DATABASE_EXPORT_LIMIT);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}.csv"`)
        .send(toCsv(columns, rows));
    },
  );
};
