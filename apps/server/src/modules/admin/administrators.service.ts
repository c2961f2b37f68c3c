import type { Administrator } from '@marcador/contracts';
import type { Db } from '../../db/database';
import { AccountError } from '../../plugins/locale';
import { usersRepository } from '../accounts/users.repository';
import { type Actor, recordChange } from './admin-actor';
import { type AdministratorRow, administratorsRepository } from './administrators.repository';

interface Dependencies {
  db: Db;
  /** Drops the cached session view of a user whose roles changed, so the change applies at once. */
  rolesChanged: (userId: string) => void;
}

/** An administrator row as the API answers it. */
export const toAdministrator = (row: AdministratorRow): Administrator => ({
  userId: row.userId,
  email: row.email,
  role: 'admin',
  addedAt: row.grantedAt.toISOString(),
});

/**
 * Adding and removing administrators (spec section 5, admin management), each written to the
 * admin action log with the acting admin's id and e-mail, the phase and the target.
 */
export function administratorsService({ db, rolesChanged }: Dependencies) {
  const administrators = administratorsRepository(db);

  return {
    list: () => administrators.list(),
    /**
     * 404 for an address without an account, 409 when it is already an administrator or is disabled
     * (an administrator who cannot sign in would count towards the last administrator's rule).
     */
    async add(actor: Actor, email: string): Promise<AdministratorRow> {
      const account = await usersRepository(db).findByEmail(email);
      if (!account) throw new AccountError(404, 'account_not_found', 'admin.errors.accountNotFound');
      if (account.disabled) {
        throw new AccountError(409, 'account_disabled', 'admin.errors.disabledAccount');
      }
      const grantedAt = await administrators.add(account.id);
      if (!grantedAt) throw new AccountError(409, 'already_admin', 'admin.errors.alreadyAdmin');
      rolesChanged(account.id);
      await recordChange(db, 'administrator_added', actor, account);
      return { userId: account.id, email: account.email, grantedAt };
    },
    /** 409 for oneself and for the last administrator, 404 for an account that is not one. */
    async remove(actor: Actor, userId: string): Promise<void> {
      if (userId === actor.id) throw new AccountError(409, 'cannot_remove_self', 'admin.errors.removeSelf');
      const target = (await administrators.list()).find((admin) => admin.userId === userId);
      const outcome = target ? await administrators.remove(userId) : 'not_admin';
      if (outcome === 'not_admin' || !target) throw new AccountError(404, 'not_admin', 'admin.errors.notAdmin');
      if (outcome === 'last_admin') throw new AccountError(409, 'last_admin', 'admin.errors.lastAdmin');
      rolesChanged(userId);
      await recordChange(db, 'administrator_removed', actor, { id: userId, email: target.email });
    },
  };
}
