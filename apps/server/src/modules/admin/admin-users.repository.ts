import { isRole, type Role } from '@marcador/domain';
import { and, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, subscriptions, userRoles, users } from '../../db/schema';
import { activeSubscriptionOf, grantsPremiumNow } from '../accounts/access.repository';

/** An account with what the master admin's user list shows. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  roles: Role[];
  subscribed: boolean;
  manualPremium: boolean;
  lastActiveAt: Date | null;
  disabledAt: Date | null;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts as /master-admin searches and shows them. */
export function adminUsersRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        disabledAt: users.disabledAt,
        roles: sql<
          string[]
        >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
        subscribed: exists(db.select({ one: sql`1` }).from(subscriptions).where(activeSubscriptionOf(users.id))),
        manualPremium: exists(
          db
            .select({ one: sql`1` })
            .from(subscriptions)
            .where(and(eq(subscriptions.userId, users.id), eq(subscriptions.provider, 'manual'), grantsPremiumNow())),
        ),
        // Spelled out: drizzle writes a lone table's columns without their table, and sessions has an id too.
        lastActiveAt:
          sql<Date | null>`(select max(s.updated_at) from ${sessions} as s where s.user_id = "users"."id")`.mapWith(
            sessions.updatedAt,
          ),
      })
      .from(users)
      .where(where);
  const toRow = (row: Awaited<ReturnType<typeof select>>[number]): AdminUserRow => ({
    ...row,
    roles: row.roles.filter(isRole),
    subscribed: Boolean(row.subscribed),
    manualPremium: Boolean(row.manualPremium),
  });

  return {
    /** Accounts whose e-mail or name holds `query` (every account when empty), newest first. */
    async search(query: string, { offset, limit }: { offset: number; limit: number }) {
      const where =
        query === '' ? undefined : or(ilike(users.email, containing(query)), ilike(users.name, containing(query)));
      const rows = await select(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(offset)
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).map(toRow), hasMore: rows.length > limit };
    },
    async byId(userId: string): Promise<AdminUserRow | null> {
      const [row] = await select(eq(users.id, userId));
      return row ? toRow(row) : null;
    },
    /**
     * Disables the account and deletes its sessions in one transaction (every device is signed out
     * at once), or enables it again (decision 053).
     */
    async setDisabled(userId: string, disabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ disabledAt: disabled ? new Date() : null })
          .where(eq(users.id, userId));
        if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
