import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invitationMonths, inviteCodes, inviteSignups } from '../../db/schema';

/** Invite codes, sign-ups waiting for their confirmation, and the e-mail invitations counted per month. */
export function invitationsRepository(db: Db) {
  return {
    /** The user's invite code, stored with `fresh` the first time (a simultaneous first use reads the winner's). */
    async codeOf(userId: string, fresh: () => string): Promise<string> {
      const read = () => db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userId, userId));
      const [known] = await read();
      if (known) return known.code;
      await db
        .insert(inviteCodes)
        .values({ userId, code: fresh() })
        .onConflictDoNothing({ target: inviteCodes.userId });
      const [row] = await read();
      if (!row) throw new Error('invite code insert left no row');
      return row.code;
    },

    /** The player whose code this is, or null. */
    async inviterOf(code: string): Promise<string | null> {
      const [row] = await db.select({ userId: inviteCodes.userId }).from(inviteCodes).where(eq(inviteCodes.code, code));
      return row?.userId ?? null;
    },

    /** Notes that `userId` signed up through `inviterId`'s link. */
    async recordSignup(userId: string, inviterId: string): Promise<void> {
      await db.insert(inviteSignups).values({ userId, inviterId }).onConflictDoNothing();
    },

    /** Takes the note of `userId`'s sign-up through a link: the inviter once, then null. */
    async takeSignup(userId: string): Promise<string | null> {
      const [row] = await db
        .delete(inviteSignups)
        .where(eq(inviteSignups.userId, userId))
        .returning({ inviterId: inviteSignups.inviterId });
      return row?.inviterId ?? null;
    },

    /**
     * Counts one e-mail invitation of `userId` in `month`, unless `limit` (null: none) is reached:
     * true when counted. One statement: simultaneous sends wait on the row and see its latest count,
     * so no more than `limit` are ever counted.
     */
    async countSent(userId: string, month: string, limit: number | null): Promise<boolean> {
      const rows = await db
        .insert(invitationMonths)
        .values({ userId, month, sent: 1 })
        .onConflictDoUpdate({
          target: [invitationMonths.userId, invitationMonths.month],
          set: { sent: sql`${invitationMonths.sent} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${invitationMonths.sent} < ${limit}` }),
        })
        .returning({ sent: invitationMonths.sent });
      return rows.length > 0;
    },

    /** E-mail invitations `userId` sent in `month`. */
    async sentIn(userId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ sent: invitationMonths.sent })
        .from(invitationMonths)
        .where(and(eq(invitationMonths.userId, userId), eq(invitationMonths.month, month)));
      return row?.sent ?? 0;
    },
  };
}
