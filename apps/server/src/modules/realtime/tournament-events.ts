import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The public streams' channel (decision 046): a tournament changed, by id. Unlike user events it
 * names no user: every instance's spectator streams of that tournament read its public view again.
 */
export const TOURNAMENT_EVENTS_CHANNEL = 'marcador_tournament';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Announces, when the transaction `db` belongs to commits, that the tournament changed. */
export async function publishTournamentChange(db: Db, tournamentId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${TOURNAMENT_EVENTS_CHANNEL}, ${tournamentId})`);
}

/** The tournament id a payload names, or null for one this version does not know. */
export function decodeTournamentChange(payload: string): string | null {
  return UUID.test(payload) ? payload : null;
}
