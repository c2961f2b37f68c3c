import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { encodeUserEvent, USER_EVENTS_CHANNEL, type UserEvent } from './user-events';

/**
 * Announces `event` to every instance when the transaction `db` belongs to commits (NOTIFY is
 * delivered at commit and dropped on rollback, so no event is announced for a write that failed).
 */
export async function publishUserEvent(db: Db, event: UserEvent): Promise<void> {
  await publishUserEvents(db, [event]);
}

/** `publishUserEvent` for several events in one statement (one round trip however many users). */
export async function publishUserEvents(db: Db, events: readonly UserEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map(encodeUserEvent));
  await db.execute(
    sql`select pg_notify(${USER_EVENTS_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
  );
}
