import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { lockUntilTransactionEnds } from '../../db/transaction-lock';

/** A holder of the admin role with the account's e-mail. */
export interface AdministratorRow {
  userId: string;
  email: string;
  grantedAt: Date;
}

/** What removing an administrator came to. */
export type RemovalOutcome = 'removed' | 'not_admin' | 'last_admin';

const isAdminRole = eq(userRoles.role, 'admin');

/** The admin role's holders (master admins), as /master-admin manages them. */
export function administratorsRepository(db: Db) {
  return {
    /** Every administrator, oldest grant first (an install has a handful). */
    async list(): Promise<AdministratorRow[]> {
      return db
        .select({ userId: userRoles.userId, email: users.email, grantedAt: userRoles.grantedAt })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(isAdminRole)
        .orderBy(asc(userRoles.grantedAt), asc(users.email));
    },
    /** Grants the admin role; the grant's time, or null when the account already had it. */
    async add(userId: string): Promise<Date | null> {
      const [row] = await db
        .insert(userRoles)
        .values({ userId, role: 'admin' })
        .onConflictDoNothing()
        .returning({ grantedAt: userRoles.grantedAt });
      return row?.grantedAt ?? null;
    },
    /**
     * Revokes the admin role unless it is the last one. Removals take one lock, so two admins
     * removing each other at the same moment cannot leave the install without any.
     */
    async remove(userId: string): Promise<RemovalOutcome> {
      return db.transaction(async (tx) => {
        await lockUntilTransactionEnds(tx, 'admin-roles');
        const [held] = await tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(isAdminRole, eq(userRoles.userId, userId)));
        if (!held) return 'not_admin';
        const [total] = await tx.select({ admins: count() }).from(userRoles).where(isAdminRole);
        if ((total?.admins ?? 0) <= 1) return 'last_admin';
        await tx.delete(userRoles).where(and(isAdminRole, eq(userRoles.userId, userId)));
        return 'removed';
      });
    },
  };
}
