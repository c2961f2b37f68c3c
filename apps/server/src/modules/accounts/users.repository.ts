import type { Locale } from '@marcador/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { leaderboardChanged } from '../ratings/leaderboard-cache';
import { leaderboardListingRepository } from '../ratings/leaderboard-listing.repository';

/** What e-mails need to address a user: where, in which language, by which name. */
export interface UserContact {
  email: string;
  /** First name from the profile, else the account's display name. */
  name: string;
  language: Locale;
}

/** Reads and maintenance of the auth library's users (it writes them itself). */
export function usersRepository(db: Db) {
  /** The contacts of these users, by id, in one statement; users that do not exist are missing. */
  const contactsOf = async (userIds: readonly string[]): Promise<Map<string, UserContact>> => {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        firstName: profiles.firstName,
        language: profiles.language,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, [...userIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        { email: row.email, name: row.firstName ?? row.name, language: row.language === 'en' ? 'en' : 'es' },
      ]),
    );
  };
  return {
    async exists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },
    /** A master admin disabled the account (decision 053); false for no such account. */
    async isDisabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.disabledAt)));
      return row !== undefined;
    },
    /** The account with this e-mail, and whether a master admin disabled it. */
    async findByEmail(email: string): Promise<{ id: string; email: string; disabled: boolean } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, disabled: sql<boolean>`${users.disabledAt} is not null` })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      return row ?? null;
    },
    async contactOf(userId: string): Promise<UserContact | null> {
      return (await contactsOf([userId])).get(userId) ?? null;
    },
    contactsOf,
    /** Proof of mailbox ownership other than the verification link (a completed password reset). */
    async markEmailVerified(userId: string): Promise<void> {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    },
    /**
     * Deletes a user and, by cascade, their sessions, credentials, profile and leaderboard rows, taken
     * out of the leaderboard's level counts first (decision 036); the leaderboard's held pages are read
     * again after the commit.
     */
    async remove(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await leaderboardListingRepository(tx).relist(userId, false);
        await tx.delete(users).where(eq(users.id, userId));
      });
      leaderboardChanged();
    },
  };
}
