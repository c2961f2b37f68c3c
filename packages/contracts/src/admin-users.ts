import { z } from 'zod';
import { ADMIN_USERS_MAX_PAGE } from './admin-limits';

/** GET /api/admin/users: accounts whose e-mail or name holds `q` (all when empty), newest first, paged. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE).default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** An account as the master admin sees it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(['free', 'premium', 'master']),
  /** Premium comes from an operator's grant (provider `manual`), which the admin may clear. */
  manualPremium: z.boolean(),
  roles: z.array(z.enum(['admin', 'court_admin'])),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The latest use of any of its sessions; null when it never signed in or every session ended. */
  lastActiveAt: z.string().nullable(),
  /** When a master admin disabled it (it cannot sign in); null while it may. */
  disabledAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** The routes under /api/admin/users/:userId. */
export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** POST /api/admin/users/:userId/court-admin: grant (true) or revoke (false) the court_admin role. */
export const courtAdminChangeSchema = z.object({ granted: z.boolean() });
export type CourtAdminChange = z.infer<typeof courtAdminChangeSchema>;

/** POST /api/admin/users/:userId/manual-premium: set (true) or clear (false) an operator's Premium. */
export const manualPremiumChangeSchema = z.object({ premium: z.boolean() });
export type ManualPremiumChange = z.infer<typeof manualPremiumChangeSchema>;

/** POST /api/admin/users/:userId/disabled: disable (true: its sessions end, sign-in is refused) or enable (false). */
export const accountDisabledChangeSchema = z.object({ disabled: z.boolean() });
export type AccountDisabledChange = z.infer<typeof accountDisabledChangeSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
