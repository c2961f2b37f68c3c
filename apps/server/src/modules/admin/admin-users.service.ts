import { ADMIN_USERS_PAGE, type AdminUser } from '@marcador/contracts';
import { effectivePlan } from '@marcador/domain';
import type { Db } from '../../db/database';
import { AccountError } from '../../plugins/locale';
import { accessRepository } from '../accounts/access.repository';
import { type Actor, recordChange } from './admin-actor';
import { type AdminUserRow, adminUsersRepository } from './admin-users.repository';

interface Dependencies {
  db: Db;
  /** Drops the cached session view of a user whose roles or plan changed, so the change applies at once. */
  accessChanged: (userId: string) => void;
  /** The auth module's resend of the verification link (its per-address limit applies). */
  sendVerification: (email: string) => Promise<void>;
}

/** An account row as the API answers it. */
export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  plan: effectivePlan(row),
  manualPremium: row.manualPremium,
  roles: row.roles,
  emailVerified: row.emailVerified,
  createdAt: row.createdAt.toISOString(),
  lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/**
 * The master admin's user management: search, court_admin, an operator's Premium, the verification
 * e-mail and disabling, each change written to the admin action log with actor and target.
 */
export function adminUsersService({ db, accessChanged, sendVerification }: Dependencies) {
  const accounts = adminUsersRepository(db);
  const access = accessRepository(db);

  const account = async (userId: string): Promise<AdminUserRow> => {
    const row = await accounts.byId(userId);
    if (!row) throw new AccountError(404, 'account_not_found', 'admin.errors.accountNotFound');
    return row;
  };
  /** Logs `action` on `target` and answers the account as it is now. */
  const done = async (action: string, actor: Actor, target: AdminUserRow): Promise<AdminUserRow> => {
    await recordChange(db, action, actor, target);
    return account(target.id);
  };

  return {
    async search(query: string, page: number) {
      return accounts.search(query, { offset: (page - 1) * ADMIN_USERS_PAGE, limit: ADMIN_USERS_PAGE });
    },
    async setCourtAdmin(actor: Actor, userId: string, granted: boolean) {
      const target = await account(userId);
      if (granted) await access.grantRole(userId, 'court_admin');
      else await access.revokeRole(userId, 'court_admin');
      accessChanged(userId);
      return done(granted ? 'court_admin_granted' : 'court_admin_revoked', actor, target);
    },
    /**
     * Sets or clears an operator's Premium (provider `manual`). A paid subscription is never
     * overwritten nor ended from here (409): billing owns it.
     */
    async setManualPremium(actor: Actor, userId: string, premium: boolean) {
      const target = await account(userId);
      if (target.subscribed && !target.manualPremium) {
        throw new AccountError(409, 'plan_not_manual', 'admin.errors.planNotManual');
      }
      if (!premium && !target.manualPremium) {
        throw new AccountError(409, 'not_manual_premium', 'admin.errors.notManualPremium');
      }
      await access.setManualPlan(userId, premium ? 'premium' : 'free');
      accessChanged(userId);
      return done(premium ? 'manual_premium_set' : 'manual_premium_cleared', actor, target);
    },
    /** 409 once the address is confirmed; otherwise the auth module's resend (limited per address). */
    async resendVerification(actor: Actor, userId: string) {
      const target = await account(userId);
      if (target.emailVerified) throw new AccountError(409, 'already_verified', 'admin.errors.alreadyVerified');
      await sendVerification(target.email);
      return done('verification_email_sent', actor, target);
    },
    /**
     * Disables an account (its sessions end at once, sign-in is refused) or enables it. Never the
     * admin's own, nor an administrator's: the role goes first, so the last administrator's rule
     * (administrators.service) also keeps someone able to sign in here (decision 053).
     */
    async setDisabled(actor: Actor, userId: string, disabled: boolean) {
      const target = await account(userId);
      if (disabled) {
        if (target.id === actor.id) throw new AccountError(409, 'cannot_disable_self', 'admin.errors.disableSelf');
        if (target.roles.includes('admin')) {
          throw new AccountError(409, 'cannot_disable_admin', 'admin.errors.disableAdmin');
        }
        if (target.disabledAt) throw new AccountError(409, 'already_disabled', 'admin.errors.alreadyDisabled');
      } else if (!target.disabledAt) {
        throw new AccountError(409, 'not_disabled', 'admin.errors.notDisabled');
      }
      await accounts.setDisabled(userId, disabled);
      accessChanged(userId);
      return done(disabled ? 'account_disabled' : 'account_enabled', actor, target);
    },
  };
}
