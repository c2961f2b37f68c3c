import type { FastifyInstance } from 'fastify';
import { AccountError } from '../../plugins/locale';
import { breachCount } from './breached-passwords';

/**
 * Refuses a new password found in known breaches ('Tu contraseña aparece en filtraciones ({n}
 * veces). Elige otra diferente.'), marking `field`. A failed or slow lookup, or HIBP_URL=off, lets
 * it through (spec: a failure of the check is ignored).
 */
export async function refuseBreachedPassword(app: FastifyInstance, password: string, field: string): Promise<void> {
  if (app.config.HIBP_URL === 'off') return;
  const count = await breachCount(app.config.HIBP_URL, password);
  if (count) {
    throw new AccountError(400, 'password_breached', 'auth.errors.passwordBreached', { n: count }, [
      { field, key: 'auth.errors.passwordBreached', params: { n: count } },
    ]);
  }
}
