import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { appSecretRepository } from './app-secret.repository';

/** The keys derived from the one application secret, each for a single purpose. */
export interface AppSecrets {
  /** better-auth's secret: signs session cookies and verification links. */
  auth: string;
  /** HMAC key of the one-click unsubscribe links. */
  unsubscribe: Buffer;
}

/**
 * AUTH_SECRET when set; otherwise a random secret generated on the first start and kept in the
 * database, so `npm start` works on a fresh machine and sessions survive restarts. Purpose keys are
 * derived with HMAC so a leak of one (say, in a log) does not reveal the others.
 */
export async function loadAppSecrets(config: AppConfig, db: Db): Promise<AppSecrets> {
  const root =
    config.AUTH_SECRET ?? (await appSecretRepository(db).getOrCreate('auth', randomBytes(32).toString('base64url')));
  const derive = (purpose: string) => createHmac('sha256', root).update(`marcador:${purpose}`).digest();
  return { auth: derive('auth').toString('base64url'), unsubscribe: derive('unsubscribe') };
}
