import { z } from 'zod';
import { ADMIN_LOG_PAGE_MAX } from './admin-limits';

/** GET /api/admin/log: newest first, optionally one action and one acting admin, a page at a time. */
export const adminLogQuerySchema = z.object({
  /** An action without the `master_admin_` prefix, e.g. `administrator_added`. */
  action: z
    .string()
    .regex(/^[a-z][a-z_]{0,63}$/)
    .optional(),
  /** Only what this account did. */
  adminId: z.string().min(1).max(64).optional(),
  /** The page after this entry: the previous page's `nextCursor`. */
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LOG_PAGE_MAX).default(25),
});
export type AdminLogQuery = z.input<typeof adminLogQuerySchema>;

/** An account an entry names: the e-mail as it is now, or as the entry recorded it once the account is gone. */
const loggedAccountSchema = z.object({ id: z.string().nullable(), email: z.string().nullable() });

export const adminLogEntrySchema = z.object({
  id: z.string(),
  /** Without the `master_admin_` prefix. */
  action: z.string(),
  admin: loggedAccountSchema,
  target: loggedAccountSchema.nullable(),
  /** What the entry recorded besides who and when (phase, area, route, repeats...). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;

export const adminLogResponseSchema = z.object({
  entries: z.array(adminLogEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminLogResponse = z.infer<typeof adminLogResponseSchema>;
