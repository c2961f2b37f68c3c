import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verifications } from '../../db/schema';

/** better-auth keeps each reset link as a `verifications` row `reset-password:<token>` valued with the user id. */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** The open password-reset links of users. */
export function resetTokensRepository(db: Db) {
  return {
    /** Ends every open reset link of a user: a link must not outlive a password change. */
    async revokeAll(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(and(like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`), eq(verifications.value, userId)));
    },
  };
}
