import { isRole, PAST_DUE_GRACE_MS, type Role } from '@marcador/domain';
import { and, type Column, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions, userRoles, users } from '../../db/schema';

/**
 * The condition on `subscriptions` rows that grant Premium now (the SQL twin of the domain's
 * grantsPremium, decision 023): active and not past a set period end (Stripe's trialing is stored
 * as active), or past due within the grace that follows its first failed renewal.
 */
export function grantsPremiumNow(): SQL {
  return or(
    and(
      eq(subscriptions.status, 'active'),
      or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
    ),
    and(
      eq(subscriptions.status, 'past_due'),
      gt(subscriptions.pastDueSince, sql`now() - make_interval(secs => ${PAST_DUE_GRACE_MS / 1000})`),
    ),
  ) as SQL;
}

/** The condition on `subscriptions` rows of `userId` that grant Premium now (see grantsPremiumNow). */
export function activeSubscriptionOf(userId: Column | SQL | string): SQL | undefined {
  return and(eq(subscriptions.userId, userId), grantsPremiumNow());
}

/** Who may do what: operator-granted roles and Premium subscriptions (the spec's has_role, is_admin). */
export function accessRepository(db: Db) {
  const rolesOf = async (userId: string): Promise<Role[]> => {
    const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return rows.map((row) => row.role).filter(isRole);
  };
  const hasRole = async (userId: string, role: Role): Promise<boolean> => {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    return row !== undefined;
  };
  return {
    rolesOf,
    hasRole,
    /** The admin role (master admin). */
    isAdmin: (userId: string) => hasRole(userId, 'admin'),
    async grantRole(userId: string, role: Role): Promise<void> {
      await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    },
    /**
     * Makes `userId` the install's administrator when it is the only verified account and nobody
     * holds the admin role yet (decision 020), in one statement. Two accounts verified at the same
     * moment each see the other, so neither is promoted: the rule fails closed, never twice.
     * True when the role was granted.
     */
    async grantFirstAdmin(userId: string): Promise<boolean> {
      const granted = await db
        .insert(userRoles)
        .select(
          db
            .select({
              userId: users.id,
              role: sql<string>`'admin'`.as('role'),
              grantedAt: sql<Date>`now()`.as('granted_at'),
            })
            .from(users)
            .where(
              and(
                eq(users.id, userId),
                eq(users.emailVerified, true),
                sql`not exists (select 1 from ${users} as other where other.email_verified and other.id <> ${userId})`,
                sql`not exists (select 1 from ${userRoles} where ${userRoles.role} = 'admin')`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ userId: userRoles.userId });
      return granted.length > 0;
    },
    async revokeRole(userId: string, role: Role): Promise<void> {
      await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    },
    /** True while the user's subscription grants Premium (see grantsPremiumNow). */
    async isSubscribed(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(activeSubscriptionOf(userId));
      return row !== undefined;
    },
    /**
     * Sets a subscription by hand (operator CLI): premium is active and open-ended, free cancels it.
     * An operator's grant sends no Premium e-mail either way, so it is marked as not told about.
     */
    async setManualPlan(userId: string, plan: 'free' | 'premium'): Promise<void> {
      const status = plan === 'premium' ? 'active' : 'canceled';
      const manual = {
        status,
        provider: 'manual',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        pastDueSince: null,
        premiumNotified: false,
      };
      await db
        .insert(subscriptions)
        .values({ userId, plan: 'premium', ...manual })
        .onConflictDoUpdate({ target: subscriptions.userId, set: manual });
    },
  };
}
