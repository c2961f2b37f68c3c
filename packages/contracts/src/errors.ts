import { z } from 'zod';

/** The one JSON error shape every API failure uses: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    /** Stable machine-readable code, e.g. `not_found`, `validation_failed`, `rate_limited`. */
    code: z.string(),
    /** Human-readable explanation (English); the web client maps `code` to its own translated copy. */
    message: z.string(),
    /** Field-level problems for validation errors: path -> message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
