import {
  type AdminLogEntry,
  adminLogQuerySchema,
  adminLogResponseSchema,
  apiErrorResponses,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth-guards';
import { adminLogRepository } from './admin-log.repository';

type LogRow = Awaited<ReturnType<ReturnType<typeof adminLogRepository>['page']>>['rows'][number];

const PREFIX = 'master_admin_';

/** A recorded e-mail of the details, for an account that is gone (the row keeps only the address). */
const recorded = (details: Record<string, unknown>, key: string): string | null =>
  typeof details[key] === 'string' ? (details[key] as string) : null;

/** An entry as the log page reads it: the action without its prefix, the accounts with their e-mails. */
function toEntry(row: LogRow): AdminLogEntry {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const hasTarget = row.targetUserId !== null || recorded(details, 'targetEmail') !== null;
  return {
    id: row.id,
    action: row.action.startsWith(PREFIX) ? row.action.slice(PREFIX.length) : row.action,
    admin: { id: row.actorUserId, email: row.actorEmail ?? recorded(details, 'email') },
    target: hasTarget ? { id: row.targetUserId, email: row.targetEmail ?? recorded(details, 'targetEmail') } : null,
    details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/log: the master-admin action log, newest first, filtered and paged. */
export const adminLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = adminLogRepository(app.database.db);

  app.get(
    '/admin/log',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The admin action log, newest first; filter by action and acting admin; cursor pages',
        querystring: adminLogQuerySchema,
        response: { 200: adminLogResponseSchema, ...apiErrorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { action, adminId, cursor, limit } = request.query;
      const { rows, hasMore } = await log.page({ action, actorUserId: adminId, cursor, limit });
      const entries = rows.map(toEntry);
      return { entries, nextCursor: hasMore ? (entries.at(-1)?.id ?? null) : null };
    },
  );
};
