import type { PlayerLevel } from '@marcador/contracts';
import { isProvisional, SPORTS } from '@marcador/domain';
import type { Db } from '../../db/database';
import { ratingsRepository } from './ratings.repository';

/**
 * A player's level in each sport they have a rating in, in the app's order of sports (decision
 * 040): what the profile's Stats tab and the player page show beside their other figures.
 */
export async function playerLevels(db: Db, userId: string): Promise<PlayerLevel[]> {
  const rows = await ratingsRepository(db).levelsOf(userId);
  return rows
    .map((row) => ({
      sport: row.sport,
      level: row.levelTenths / 10,
      provisional: isProvisional(row.ratedMatches),
      ratedMatches: row.ratedMatches,
    }))
    .sort((a, b) => SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport));
}
