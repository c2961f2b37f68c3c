import type { Profile } from '@marcador/contracts';
import {
  correctionWords,
  displayName,
  isProfileSport,
  playerSearchText,
  SKILL_LEVELS,
  type SkillLevel,
} from '@marcador/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, searchWords, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { leaderboardChanged } from '../ratings/leaderboard-cache';
import { leaderboardListingRepository } from '../ratings/leaderboard-listing.repository';

/** Thrown when the (case-insensitive) username belongs to someone else. */
export class UsernameTakenError extends Error {
  override name = 'UsernameTakenError';
}

type Row = typeof profiles.$inferSelect;

/** A stored skill level as the API shows it: one of SKILL_LEVELS, else none. */
export function storedSkillLevel(value: string | null): SkillLevel | null {
  return (SKILL_LEVELS as readonly (string | null)[]).includes(value) ? (value as SkillLevel) : null;
}

function toProfile(row: Row): Profile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    age: row.age,
    skillLevel: storedSkillLevel(row.skillLevel),
    sports: row.sports.filter(isProfileSport),
    country: row.country,
    state: row.state,
    city: row.city,
    language: row.language === 'en' ? 'en' : 'es',
    inDirectory: row.inDirectory,
  };
}

/** A profile as written: its fields and the folded text the player search reads (decision 030). */
const stored = (profile: Profile) => ({ ...profile, searchText: playerSearchText(profile) });

/**
 * Player profiles; usernames are unique regardless of case (index on lower(username)). The profile is
 * the one source of a person's name: each write also sets the auth library's `users.name` (what
 * sessions, and so the sender of an invitation, carry) to its display name, adds the words of its
 * name and city to `search_words`, and lists or hides the player's leaderboard rows as its directory
 * setting says, in the same transaction.
 */
export function profilesRepository(db: Db) {
  /** Runs a write, turning a username collision into UsernameTakenError. */
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_username_lower_idx')) throw new UsernameTakenError();
      throw error;
    }
  };
  /**
   * Runs a profile write and names the user after the profile it returns, in one transaction; once it
   * has committed, the leaderboard's held pages are read again (they show names and who is listed).
   */
  const writeNamed = async (userId: string, write: (tx: Db) => Promise<Row[]>) => {
    const profile = await guarded(() =>
      db.transaction(async (tx) => {
        const [row] = await write(tx);
        if (!row) throw new Error(`no profile for user ${userId}`);
        // The words the search may correct a typo to.
        const words = correctionWords(row);
        if (words.length > 0) {
          await tx
            .insert(searchWords)
            .values(words.map((word) => ({ word })))
            .onConflictDoNothing();
        }
        await tx
          .update(users)
          .set({ name: displayName(row) })
          .where(eq(users.id, userId));
        // The global leaderboard lists the player as the directory does.
        await leaderboardListingRepository(tx).relist(userId, row.inDirectory);
        return toProfile(row);
      }),
    );
    leaderboardChanged();
    return profile;
  };
  // Read on every /api/me and session check: prepared once, so drizzle builds it once and PostgreSQL plans it once.
  const findStatement = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('profiles_find');
  return {
    async find(userId: string): Promise<Profile | null> {
      const [row] = await findStatement.execute({ userId });
      return row ? toProfile(row) : null;
    },
    /** True when another user (not `exceptUserId`) has this username, compared case-insensitively. */
    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const sameName = eq(sql`lower(${profiles.username})`, username.trim().toLowerCase());
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(exceptUserId ? and(sameName, ne(profiles.userId, exceptUserId)) : sameName);
      return row !== undefined;
    },
    create(userId: string, profile: Profile): Promise<Profile> {
      return writeNamed(userId, (tx) =>
        tx
          .insert(profiles)
          .values({ userId, ...stored(profile) })
          .returning(),
      );
    },
    update(userId: string, profile: Profile): Promise<Profile> {
      return writeNamed(userId, (tx) =>
        tx.update(profiles).set(stored(profile)).where(eq(profiles.userId, userId)).returning(),
      );
    },
  };
}
