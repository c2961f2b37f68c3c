import type { PlayerLevel } from '@marcador/contracts';
import { isProvisional, SPORTS } from '@marcador/domain';
import type { Db } from '../../db/database';
import { ratingsRepository } from './ratings.repository';

/** A stored level (tenths) as shown: the 0-7 level and whether it is still provisional (decision 036). */
export function shownLevel(levelTenths: number, ratedMatches: number): { level: number; provisional: boolean } {
  return { level: levelTenths / 10, provisional: isProvisional(ratedMatches) };
}

/**
 * A player's level in each sport they have a rating in, in the app's order of sports (decision
 * 040): what the profile's Stats tab and the player page show beside their other figures.
 */
export async function playerLevels(db: Db, userId: string): Promise<PlayerLevel[]> {
  const rows = await ratingsRepository(db).levelsOf(userId);
  return rows
    .map((row) => ({
      sport: row.sport,
      ...shownLevel(row.levelTenths, row.ratedMatches),
      ratedMatches: row.ratedMatches,
    }))
    .sort((a, b) => SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport));
}
