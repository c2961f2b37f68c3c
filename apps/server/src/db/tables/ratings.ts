/**
 * Skill ratings and the leaderboard (decision 036). `rated_matches` is the record every rating is
 * computed from (`npm run ratings:recompute` replays it); `player_ratings` and `leaderboard_periods`
 * are what it adds up to, kept up to date as matches are saved.
 */
import type { RatedWinner, SkillLevel, Sport } from '@marcador/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const sportColumn = () => text('sport').$type<Sport>().notNull();
const sportKnown = (name: string, column: SQLWrapper) => check(name, sql`${column} in ('tennis', 'padel')`);

/**
 * A completed match between registered players that moved ratings, once per real match however many
 * of its players saved it. No key to `matches`: the record outlives a deleted match or account,
 * since the other players' ratings were built on it.
 */
export const ratedMatches = pgTable(
  'rated_matches',
  {
    matchId: text('match_id').primaryKey(),
    sport: sportColumn(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The domain's matchFingerprint: equal for every saved copy of one real match. */
    fingerprint: text('fingerprint').notNull(),
    team1: text('team1').array().notNull(),
    team2: text('team2').array().notNull(),
    winner: text('winner').$type<RatedWinner>().notNull(),
    /** The declared level each player had when this match rated them first: their starting rating. */
    seeds: jsonb('seeds').$type<Record<string, SkillLevel | null>>().notNull(),
  },
  (t) => [
    // The copies of a real match: same fingerprint, ends close together.
    index('rated_matches_fingerprint_idx').on(t.fingerprint, t.endedAt),
    // The recompute's replay order.
    index('rated_matches_replay_idx').on(t.endedAt, t.matchId),
    sportKnown('rated_matches_sport_known', t.sport),
    check('rated_matches_winner_known', sql`${t.winner} in ('team1', 'team2')`),
  ],
);

/** A player's current rating in one sport, with the level it shows (in tenths). */
export const playerRatings = pgTable(
  'player_ratings',
  {
    userId: userRef(),
    sport: sportColumn(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    levelTenths: smallint('level_tenths').notNull(),
    ratedMatches: integer('rated_matches').notNull(),
    wins: integer('wins').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sport] }), sportKnown('player_ratings_sport_known', t.sport)],
);

/**
 * A player's rated matches and wins all time ("all"), in one calendar year ("2026") or month
 * ("2026-11"), UTC, with their current level copied in (rewritten in all their rows whenever it
 * changes) so each leaderboard is one walk of the order index, and whether the global leaderboard
 * lists them (their profile's `in_directory`, copied in and kept with it).
 */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    userId: userRef(),
    sport: sportColumn(),
    period: text('period').notNull(),
    levelTenths: smallint('level_tenths').notNull(),
    matches: integer('matches').notNull(),
    wins: integer('wins').notNull(),
    listed: boolean('listed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sport, t.period] }),
    // The global leaderboard's order, listed players only: walked from the top, and counted within
    // one level for a position. The network scope reads its few rows by primary key instead.
    index('leaderboard_periods_listed_order_idx')
      .on(t.sport, t.period, t.levelTenths.desc(), t.userId)
      .where(sql`${t.listed}`),
    sportKnown('leaderboard_periods_sport_known', t.sport),
  ],
);

/**
 * How many listed rows of `leaderboard_periods` each (sport, period, level) has: at most 71 rows a
 * board, so a position is the sum of the levels above plus a count inside the player's own level.
 * Kept in the same statements that change a listed row's level or listing, rebuilt by the recompute.
 */
export const leaderboardLevelCounts = pgTable(
  'leaderboard_level_counts',
  {
    sport: sportColumn(),
    period: text('period').notNull(),
    levelTenths: smallint('level_tenths').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sport, t.period, t.levelTenths] }),
    sportKnown('leaderboard_level_counts_sport_known', t.sport),
  ],
);
