import { z } from 'zod';

/** GET /api/health */
export const healthResponseSchema = z.object({
  /** `ok` when the database answers; `degraded` (HTTP 503) when it does not. */
  status: z.enum(['ok', 'degraded']),
  /** True when a trivial query reached the database. */
  database: z.boolean(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/config: what the browser may know about this deployment. */
export const publicConfigSchema = z.object({
  flags: z.object({
    tournaments: z.boolean(),
    voice: z.boolean(),
    courtAdmin: z.boolean(),
    premium: z.boolean(),
  }),
  /** reCAPTCHA site key; null when captcha is not configured. `dev-bypass` skips the challenge. */
  captchaSiteKey: z.string().nullable(),
  /**
   * True when POST /api/tts has a provider; otherwise the browser speaks scores with speechSynthesis
   * without asking. Absent (a server from before it) counts as false.
   */
  serverTts: z.boolean().optional(),
  /**
   * How account e-mail reaches people: `smtp`, or `console` when SMTP_URL is unset and links are
   * only printed on the server's console (a first run). Absent (an older server) counts as smtp.
   */
  emailDelivery: z.enum(['smtp', 'console']).optional(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
