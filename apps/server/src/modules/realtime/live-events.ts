import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The live spectators' channel: a shared match changed (`m:<match id>`), or something a
 * venue's club TV shows changed (`v:<venue id>`: a match in play there, a session, a tournament). Like
 * the tournament channel it names no user: every instance's public streams of that match or venue
 * read their view again.
 */
export const LIVE_EVENTS_CHANNEL = 'marcador_live';

export type LiveChange = { kind: 'match' | 'venue'; id: string };

const PAYLOAD = /^([mv]):([A-Za-z0-9_-]{8,64})$/;

/**
 * Announces, when the transaction `db` belongs to commits, that a match changed: to its spectators
 * when it is shared, and to its venue's TV when its set-up chose a venue. Nothing when neither.
 */
export async function publishMatchChange(
  db: Db,
  match: { id: string; shared: boolean; venueId: string | null },
): Promise<void> {
  if (match.shared) await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${`m:${match.id}`})`);
  if (match.venueId) await publishVenueChange(db, match.venueId);
}

/** Announces, when the transaction `db` belongs to commits, that the venue's club TV should read again. */
export async function publishVenueChange(db: Db, venueId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${`v:${venueId}`})`);
}

/** The match or venue a payload names, or null for one this version does not know. */
export function decodeLiveChange(payload: string): LiveChange | null {
  const found = PAYLOAD.exec(payload);
  if (!found?.[1] || !found[2]) return null;
  return { kind: found[1] === 'm' ? 'match' : 'venue', id: found[2] };
}
