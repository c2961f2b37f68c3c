import { z } from 'zod';

/**
 * The "backend-key count" of /debug (decision 050): which of the server's integrations are set up,
 * never a value.
 * - GET /api/backend-keys (public): only the counts.
 * - GET /api/admin/backend-keys (admins): the counts and each integration's name, configured or not.
 */

/** The integrations an install may set up, in the order /debug lists them. */
export const BACKEND_INTEGRATIONS = ['smtp', 'stripe', 'captcha', 'tts', 'breachedPasswords', 'authSecret'] as const;
export type BackendIntegration = (typeof BACKEND_INTEGRATIONS)[number];

export const backendKeyCountSchema = z.object({
  configured: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type BackendKeyCount = z.infer<typeof backendKeyCountSchema>;

export const backendKeysSchema = backendKeyCountSchema.extend({
  integrations: z.array(z.object({ name: z.enum(BACKEND_INTEGRATIONS), configured: z.boolean() })),
});
export type BackendKeys = z.infer<typeof backendKeysSchema>;
