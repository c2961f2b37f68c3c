import { z } from 'zod';

/** One holder of the admin role as /master-admin lists them (spec: email, role, date added). */
export const administratorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  /** When the role was granted (ISO time): the spec's "date added". */
  addedAt: z.string(),
});
export type Administrator = z.infer<typeof administratorSchema>;

/** GET /api/admin/administrators: every administrator, oldest first. */
export const administratorsResponseSchema = z.object({ administrators: z.array(administratorSchema) });
export type AdministratorsResponse = z.infer<typeof administratorsResponseSchema>;

/** POST /api/admin/administrators: the e-mail of an existing account to make an administrator. */
export const addAdministratorRequestSchema = z.object({ email: z.string().trim().min(1).max(320) });
export type AddAdministratorRequest = z.infer<typeof addAdministratorRequestSchema>;

export const administratorResponseSchema = z.object({ administrator: administratorSchema });
export type AdministratorResponse = z.infer<typeof administratorResponseSchema>;

/** DELETE /api/admin/administrators/:userId */
export const administratorParamsSchema = z.object({ userId: z.string().min(1).max(64) });
