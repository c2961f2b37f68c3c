import { z } from 'zod';

/** POST /api/admin/verify: the master-admin guard of /master-admin, /mobile-admin, /database-admin. */
export const adminVerifyRequestSchema = z.object({
  /** The guarded page, written to the admin action log. */
  area: z.string().max(100).optional(),
});
export type AdminVerifyRequest = z.infer<typeof adminVerifyRequestSchema>;

/** 200 for admins; visitors get 401 and other users 403 (the error body says why). */
export const adminVerifyResponseSchema = z.object({ granted: z.literal(true) });
export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;
