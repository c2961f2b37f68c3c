import { z } from 'zod';

/** POST /api/contact: a message from the public contact form, stored server-side. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  /** Free text from the visitor. */
  message: z.string().trim().min(10).max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
