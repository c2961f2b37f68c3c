import { count, notLike, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The demo data's own statements (the players themselves: bulk-players.repository.ts). */
export function seedRepository(db: Db) {
  return {
    /** Users whose address is not on `domain`: the database's own, which a seed must not mix with. */
    async countUsersOutside(domain: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(notLike(users.email, `%@${domain}`));
      return row?.n ?? 0;
    },

    /** Every e-mail off for `userIds`, whose addresses are `<id>@<domain>`. */
    async turnOffEmails(userIds: readonly string[], domain: string, notificationEmails: Record<string, boolean>) {
      await db.execute(sql`insert into email_preferences (email, user_id, invitations, marketing, notification_emails)
        select id || '@' || ${domain}, id, false, false, ${JSON.stringify(notificationEmails)}::jsonb
        from unnest(${sql.param(userIds)}::text[]) as t(id)`);
    },
  };
}
