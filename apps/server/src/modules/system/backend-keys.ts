import type { BackendIntegration, BackendKeys } from '@marcador/contracts';
import { BACKEND_INTEGRATIONS } from '@marcador/contracts';
import { type AppConfig, stripeSettings } from '../../config';
import { captchaDevMode } from '../captcha/captcha-verifier';
import { resolveSpeechProvider } from '../tts/speech-providers';

/**
 * Whether each integration is set up, read from the configuration once (the server reads it once at
 * start too). Only yes or no leaves here: no value, URL or key (decision 050).
 */
export function backendKeys(config: AppConfig): BackendKeys {
  const configured: Record<BackendIntegration, boolean> = {
    smtp: config.SMTP_URL !== undefined,
    stripe: stripeSettings(config) !== undefined,
    // A real site key and the secret to verify its tokens; the development bypass counts as not set.
    captcha: !captchaDevMode(config) && config.RECAPTCHA_SECRET !== undefined,
    tts: resolveSpeechProvider(config) !== null,
    breachedPasswords: config.HIBP_URL !== 'off',
    // Unset, a secret is generated and kept in the database: the install works, but no key was given.
    authSecret: config.AUTH_SECRET !== undefined,
  };
  const integrations = BACKEND_INTEGRATIONS.map((name) => ({ name, configured: configured[name] }));
  return {
    configured: integrations.filter((integration) => integration.configured).length,
    total: integrations.length,
    integrations,
  };
}
