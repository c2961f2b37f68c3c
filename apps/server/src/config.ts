import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const optionalUrl = z.url({ message: 'expected a URL' }).optional();

/**
 * Every setting comes from the environment and is validated here once, at start.
 * The README's configuration table lists the same variables with their defaults.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'expected a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the app, used in e-mail links. */
  APP_URL: optionalUrl,
  /** Folder of the embedded database (PGlite) when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  /** Pool size for PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'expected a whole number' }).int().min(1).max(200).default(20),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Marcador <no-reply@marcador.local>'),
  /** Stripe's secret API key; with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID it turns Stripe on. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint (/api/billing/webhook), `whsec_...`. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The recurring price of Premium (12 USD a month), `price_...`. */
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Where the Stripe SDK sends API calls instead of https://api.stripe.com: tests' local stand-in only. */
  STRIPE_API_BASE: optionalUrl,
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** Where captcha tokens are verified (reCAPTCHA's siteverify, or a stand-in in tests). */
  RECAPTCHA_VERIFY_URL: z.url({ message: 'expected a URL' }).default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * Signs sessions, verification links and unsubscribe links. Unset: one is generated on first start
   * and kept in the database, so sessions survive restarts without any set-up.
   */
  AUTH_SECRET: z.string().min(32, { message: 'expected at least 32 characters' }).optional(),
  /**
   * Server speech for spoken scores (POST /api/tts): `auto` uses TTS_URL when set, else espeak-ng
   * when it is on PATH; `openai` and `espeak` name one; `off` leaves speech to the browser.
   */
  TTS_PROVIDER: z.enum(['auto', 'openai', 'espeak', 'off']).default('auto'),
  /** OpenAI-compatible speech endpoint for spoken scores, e.g. https://api.openai.com/v1/audio/speech. */
  TTS_URL: optionalUrl,
  /** Bearer token for TTS_URL. */
  TTS_API_KEY: z.string().min(1).optional(),
  /** Model named in each speech request to TTS_URL. */
  TTS_MODEL: z.string().min(1).default('tts-1'),
  /** How long a speech request may take before the answer is a 502 (a late score is useless). */
  TTS_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(500).max(30_000).default(5000),
  /** Breached-password range API base (k-anonymity SHA-1 prefix lookup); `off` skips the check. */
  HIBP_URL: z
    .union([z.literal('off'), z.url({ message: 'expected a URL or off' })])
    .default('https://api.pwnedpasswords.com'),
  TOURNAMENTS_ENABLED: flag(false),
  VOICE_ENABLED: flag(true),
  COURT_ADMIN_ENABLED: flag(true),
  PREMIUM_ENABLED: flag(true),
  /**
   * Trust X-Forwarded-For from a reverse proxy for the client address (per-IP rate limits).
   * Off by default: without a proxy, any client could claim any address.
   */
  TRUST_PROXY: flag(false),
  /** Ceiling on any request body in bytes; each route takes at most its own limit (plugins/body-limits.ts). */
  BODY_LIMIT: z.coerce.number({ message: 'expected a number of bytes' }).int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = z.output<typeof envSchema>;

/** Rules across variables, checked once each variable is valid on its own. */
const consistentEnvSchema = envSchema.superRefine((env, context) => {
  if (env.TTS_PROVIDER === 'openai' && !env.TTS_URL) {
    context.addIssue({ code: 'custom', path: ['TTS_URL'], message: 'required when TTS_PROVIDER=openai' });
  }
  const stripe = STRIPE_VARIABLES.filter((name) => env[name] !== undefined);
  const missing = STRIPE_VARIABLES.filter((name) => env[name] === undefined);
  if (stripe.length > 0 && missing.length > 0) {
    // Half a Stripe set-up would take money without granting Premium, or the reverse: refuse to start.
    context.addIssue({
      code: 'custom',
      path: [missing[0] as string],
      message: `Stripe needs ${STRIPE_VARIABLES.join(', ')}; ${stripe.join(', ')} set but ${missing.join(', ')} missing (unset all three for the demo provider)`,
    });
  }
});

/** The three variables that turn Stripe on together. */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

/** Stripe's settings when all three are set (loadConfig refuses a partial set); else undefined. */
export function stripeSettings(config: AppConfig) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_ID: priceId } = config;
  if (secretKey === undefined || webhookSecret === undefined || priceId === undefined) return undefined;
  return { secretKey, webhookSecret, priceId, apiBase: config.STRIPE_API_BASE };
}
export type StripeSettings = NonNullable<ReturnType<typeof stripeSettings>>;

/** Thrown when the environment is invalid; `message` is one line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. Empty strings count as unset, as shells often export them. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = consistentEnvSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `Invalid configuration: ${name}=${JSON.stringify(cleaned[name] ?? '')} — ${issue.message}`;
  });
  throw new ConfigError(lines.join('\n'));
}
