/**
 * What the rated matches add up to, replayed in memory with the same domain function the finish
 * uses (decision 036): every player's standing per sport and their counts per period.
 */
import {
  applyRatedMatch,
  firstStanding,
  levelTenths,
  type PlayerStanding,
  periodKeys,
  type SkillLevel,
  type Sport,
} from '@marcador/domain';
import { ALL_TIME, type RatedMatchRecord } from './ratings.repository';

export interface ReplayedStanding extends PlayerStanding {
  userId: string;
  sport: Sport;
}

export interface ReplayedPeriod {
  userId: string;
  sport: Sport;
  period: string;
  matches: number;
  wins: number;
  levelTenths: number;
}

/**
 * Replays `records` in the order given (the caller reads them by end, then match id). A period row's
 * level is the player's after their last match in it, and in the periods current at `now` (and all
 * time) their level now: as the finish writes them when each match is saved in the period it ended
 * in (decision 054).
 */
export function replayRatedMatches(records: readonly RatedMatchRecord[], now = Date.now()) {
  const key = (sport: Sport, userId: string) => `${sport}\u0000${userId}`;
  // A player's seed is in the record of the match that rated them first, which may come later in
  // end order than in the order the matches were saved: gather all seeds before replaying.
  const seeds = new Map<string, SkillLevel | null>();
  for (const record of records) {
    for (const [userId, declared] of Object.entries(record.seeds)) {
      if (!seeds.has(key(record.sport, userId))) seeds.set(key(record.sport, userId), declared);
    }
  }
  const standings = new Map<string, ReplayedStanding>();
  const periods = new Map<string, ReplayedPeriod>();
  for (const record of records) {
    const { sport, winner } = record;
    const lineup = { team1: record.team1, team2: record.team2 };
    const standingOf = (userId: string) =>
      standings.get(key(sport, userId)) ?? firstStanding(seeds.get(key(sport, userId)) ?? null);
    const { year, month } = periodKeys(record.endedAt.getTime());
    for (const [userId, standing] of applyRatedMatch(lineup, winner, standingOf)) {
      standings.set(key(sport, userId), { ...standing, userId, sport });
      const won = record[winner].includes(userId) ? 1 : 0;
      for (const period of [ALL_TIME, year, month]) {
        const periodKey = `${key(sport, userId)}\u0000${period}`;
        const counted = periods.get(periodKey) ?? { userId, sport, period, matches: 0, wins: 0, levelTenths: 0 };
        periods.set(periodKey, {
          ...counted,
          matches: counted.matches + 1,
          wins: counted.wins + won,
          levelTenths: levelTenths(standing),
        });
      }
    }
  }
  const current = new Set([ALL_TIME, ...Object.values(periodKeys(now))]);
  const levelOf = (sport: Sport, userId: string) => levelTenths(standings.get(key(sport, userId)) as PlayerStanding);
  return {
    standings: [...standings.values()],
    periods: [...periods.values()].map((row) =>
      current.has(row.period) ? { ...row, levelTenths: levelOf(row.sport, row.userId) } : row,
    ),
  };
}
