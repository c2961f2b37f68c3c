import { z } from 'zod';

/** The one JSON error shape every API failure uses: `{ error: { code, message, key?, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    /** Stable machine-readable code, e.g. `not_found`, `validation_failed`, `rate_limited`. */
    code: z.string(),
    /**
     * Human-readable explanation. Account errors are in the request's language (`x-language`
     * header, else Accept-Language, else Spanish); other errors are English and the web client maps
     * `code` to its own copy.
     */
    message: z.string(),
    /** Message key of @marcador/domain (`accountMessages`) when the error comes from an account rule. */
    key: z.string().optional(),
    /** Field-level problems for validation errors: path -> message. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts the web puts into its own copy, e.g. `session_clash`: court, date, start, end (venue time). */
    details: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A route's error responses: each listed status answers the one error shape. */
export function apiErrorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as {
    [Code in Codes[number]]: typeof apiErrorSchema;
  };
}
