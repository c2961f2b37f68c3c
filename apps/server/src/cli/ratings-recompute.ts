/**
 * Operator command: `npm run ratings:recompute`. Empties the ratings and the leaderboard's counts and
 * replays every rated match, by end then match id, with the domain function the finish uses
 * (decision 036). Opens the database as every operator command does (configured-database.ts).
 */
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/database';
import { recomputeRatings } from '../modules/ratings/ratings-recompute';
import { withConfiguredDatabase } from './configured-database';
import type { CommandResult } from './user';

/** Recomputes on an open, migrated database and says how much it replayed. */
export async function ratingsRecomputeCommand(database: Database): Promise<CommandResult> {
  const { matches, players } = await recomputeRatings(database.db);
  return { code: 0, message: `Replayed ${matches} rated matches: ${players} player ratings.` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await withConfiguredDatabase(process.env, ratingsRecomputeCommand);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}
