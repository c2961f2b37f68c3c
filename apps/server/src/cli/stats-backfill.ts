/**
 * Operator command: `npm run stats:backfill`. Writes the community counters, ratings and statistics
 * records of completed matches saved before those tables existed, through the finish's own hooks, in
 * end order, then recomputes the ratings (decision 042). Running it again changes nothing. Opens the
 * database as every operator command does (configured-database.ts).
 */
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/database';
import { backfillCompletedFacts } from '../modules/matches/facts-backfill';
import { withConfiguredDatabase } from './configured-database';
import type { CommandResult } from './user';

/** Backfills on an open, migrated database and says how much it did. */
export async function statsBackfillCommand(database: Database): Promise<CommandResult> {
  const { matches, ratedMatches, players } = await backfillCompletedFacts(database.db);
  return {
    code: 0,
    message: `Backfilled ${matches} completed matches; replayed ${ratedMatches} rated matches: ${players} player ratings.`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await withConfiguredDatabase(process.env, statsBackfillCommand);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}
