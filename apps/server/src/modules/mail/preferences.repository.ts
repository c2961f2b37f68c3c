import type { EmailSettings, OptionalEmailCategory } from '@marcador/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailPreferences } from '../../db/schema';

/** Everything is allowed until the recipient opts out. */
const DEFAULT_SETTINGS: EmailSettings = { invitations: true, marketing: true };

/** Opt-outs per (lower-case) address. */
export function preferencesRepository(db: Db) {
  const get = async (email: string): Promise<EmailSettings> => {
    const [row] = await db
      .select({ invitations: emailPreferences.invitations, marketing: emailPreferences.marketing })
      .from(emailPreferences)
      .where(eq(emailPreferences.email, email.toLowerCase()));
    return row ?? DEFAULT_SETTINGS;
  };
  return {
    get,
    async allows(email: string, category: OptionalEmailCategory): Promise<boolean> {
      return (await get(email))[category];
    },
    /** Changes some settings of an address, creating its row on first change. */
    async update(email: string, changes: Partial<EmailSettings>, userId: string | null = null): Promise<EmailSettings> {
      const values = { ...DEFAULT_SETTINGS, ...changes };
      const [row] = await db
        .insert(emailPreferences)
        .values({ email: email.toLowerCase(), userId, ...values })
        .onConflictDoUpdate({ target: emailPreferences.email, set: { ...changes, ...(userId ? { userId } : {}) } })
        .returning({ invitations: emailPreferences.invitations, marketing: emailPreferences.marketing });
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
