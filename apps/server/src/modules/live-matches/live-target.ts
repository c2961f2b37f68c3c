import type { Db } from '../../db/database';
import type { MatchRow } from '../matches/matches.repository';
import { publishMatchChange } from '../realtime/live-events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The club TV that shows a match: the venue its set-up chose (a venue's id is a UUID); a club typed in
 * by hand (`manual_...`) has no TV.
 */
export function venueOf(config: MatchRow['config']): string | null {
  const id = config.club?.id;
  return id !== undefined && UUID.test(id) ? id : null;
}

/**
 * Tells the match's spectators and its venue's TV that it changed, from the row the write returned:
 * no statement at all for a match neither shared nor at a venue (the append is a hot path).
 * On a transaction the announcement goes out at its commit; outside one, at once.
 */
export function announceMatch(db: Db, row: Pick<MatchRow, 'id' | 'config' | 'spectatorToken'>): Promise<void> {
  return publishMatchChange(db, { id: row.id, shared: row.spectatorToken !== null, venueId: venueOf(row.config) });
}
