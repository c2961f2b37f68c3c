import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
} from '@marcador/domain';
import { z } from 'zod';

/**
 * POST /api/contact: a message from the public contact form, stored server-side. The bounds and the
 * e-mail pattern are the domain's contact rules (`contactMessageIssues`), which the form checks with.
 */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH),
  /** Free text from the visitor. */
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
