import { randomUUID } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import { signedInCookies } from '../../cli/bulk-players.repository';
import type { Db } from '../../db/database';
import { profiles, users } from '../../db/schema';

/** Throwaway accounts live at this reserved domain (RFC 2606), which no mailbox can have. */
const THROWAWAY_DOMAIN = 'stress-test.invalid';

/**
 * The stress test's throwaway account (decision 051): a verified user with a profile kept out of the
 * directory and one session, made without a sign-up (no password to hash, no e-mail). Removing the
 * user removes everything the run wrote through it: its sessions, profile, matches and their entries
 * go with it (their foreign keys cascade).
 */
export function stressAccountRepository(db: Db, authSecret: string) {
  return {
    /** A new throwaway account and the `Cookie` header of its session. */
    async create(): Promise<{ userId: string; cookie: string }> {
      const userId = `stress-${randomUUID()}`;
      await db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ id: userId, name: 'Stress Test', email: `${userId}@${THROWAWAY_DOMAIN}`, emailVerified: true });
        await tx.insert(profiles).values({
          userId,
          firstName: 'Stress',
          lastName: 'Test',
          username: userId,
          inDirectory: false,
        });
      });
      const [cookie] = await signedInCookies(db, authSecret, [userId]);
      return { userId, cookie: cookie as string };
    },

    async remove(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /**
     * Removes throwaway accounts made before `before`: those of a run the process could not clean up
     * (killed mid-run). A run in progress on another instance is younger than any `before` given.
     */
    async removeLeftovers(before: Date): Promise<number> {
      const removed = await db
        .delete(users)
        .where(and(like(users.email, `%@${THROWAWAY_DOMAIN}`), lt(users.createdAt, before)))
        .returning({ id: users.id });
      return removed.length;
    },
  };
}
