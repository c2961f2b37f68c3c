import { LEADERBOARD_PERIODS, SPORTS } from '@marcador/domain';
import { z } from 'zod';

/**
 * GET /api/leaderboard (decision 036): players of one sport by level (then id), a page of
 * LEADERBOARD_PAGE_SIZE; without a cursor the first, else the one after the page that answered
 * `nextCursor`.
 */
export const leaderboardQuerySchema = z.object({
  sport: z.enum(SPORTS),
  /** `month` and `year`: this calendar month or year (UTC); only players with a rated match in it. */
  period: z.enum(LEADERBOARD_PERIODS).default('all'),
  /** `network`: the viewer and their connections; `global`: everyone in the directory. */
  scope: z.enum(['global', 'network']).default('global'),
  cursor: z
    .string()
    .max(256)
    .regex(/^[\w-]+$/)
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  /** 1 for the top; counted among the players this leaderboard lists. */
  position: z.number().int().min(1),
  player: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  /** The current level, 0 to 7 in steps of 0.1, whatever the period. */
  level: z.number().min(0).max(7),
  /** Fewer rated matches than the level needs to settle (all time). */
  provisional: z.boolean(),
  /** Rated matches and wins in the period. */
  matches: z.number().int().min(1),
  wins: z.number().int().min(0),
  /** Wins over matches, 0 to 1. */
  winRate: z.number().min(0).max(1),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardResponseSchema = z.object({
  rows: z.array(leaderboardRowSchema),
  /** The viewer's own row wherever it falls (even when hidden from the directory); null without a rated match in the period. */
  me: leaderboardRowSchema.nullable(),
  nextCursor: z.string().nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/**
 * A player's level in one sport, as the profile's Stats tab and the player page show it: only the
 * sports the player has a rating in (a rated match), tennis before padel.
 */
export const playerLevelSchema = z.object({
  sport: z.enum(SPORTS),
  /** 0 to 7 in steps of 0.1. */
  level: z.number().min(0).max(7),
  /** Fewer rated matches than the level needs to settle. */
  provisional: z.boolean(),
  /** Completed matches between registered players that moved the rating. */
  ratedMatches: z.number().int().min(0),
});
export type PlayerLevel = z.infer<typeof playerLevelSchema>;
