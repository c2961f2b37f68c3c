import { BREAKDOWN_ROWS, MATCH_OUTCOMES, SPORTS } from '@marcador/domain';
import { z } from 'zod';
import { playerLevelSchema } from './leaderboard';

/**
 * A player's statistics across their completed matches (GET /api/stats/me, decision 037), as the
 * domain's `playerStatistics` computes them: the free summary for everyone, the detailed part for
 * Premium (and admins); a free plan gets `detailed: null` and `locked: true`. Percentages are 0 to
 * 100, unrounded (the client formats them for the locale), null when nothing was played; times are
 * epoch milliseconds. Errors: 401 `unauthorized`, 429 `rate_limited`.
 */

const count = z.number().int().nonnegative();
const epochMs = z.number().int();
const percent = z.number().min(0).max(100).nullable();
const outcome = z.enum(MATCH_OUTCOMES);
const ownRival = z.object({ own: count, rival: count });

/** Matches played and how they ended. */
const winLoss = { played: count, won: count, lost: count, drawn: count, winPercent: percent };

/** Something won out of something played (points, games, tie-breaks...). */
const ratioSchema = z.object({ won: count, played: count, percent });

/** How the user opens a match's summary: as its owner (`/match-summary?id=`), or as a participant (`&as=participant`). */
export const summaryViewSchema = z.enum(['owner', 'participant']);
export type SummaryView = z.infer<typeof summaryViewSchema>;

/** One of the newest results: when, what, against whom (names), and the games of each set. */
const recentResultSchema = z.object({
  matchId: z.string(),
  /** Null when the user can open the match's summary neither way (its owner's copy is gone). */
  view: summaryViewSchema.nullable(),
  outcome,
  endedAt: epochMs,
  sport: z.enum(SPORTS),
  opponents: z.array(z.string()).readonly(),
  sets: z.array(ownRival).readonly(),
});

/** The free summary: played, won, lost, win %, current streak, the newest results (newest first). */
const statisticsSummarySchema = z.object({
  ...winLoss,
  streak: z.object({ outcome, length: count }).nullable(),
  recent: z.array(recentResultSchema).readonly(),
});

/** Results with a partner, against a registered opponent, or at a club. */
const groupBreakdownSchema = z.object({ id: z.string().nullable(), name: z.string(), ...winLoss });

/**
 * One breakdown (partners, opponents or clubs): its most played groups, then the rest folded into
 * one figure, null when none are left. `others` sums its groups' results, so a match against two
 * opponents it holds counts twice in its `played`.
 */
const groupBreakdownsSchema = z.object({
  rows: z.array(groupBreakdownSchema).max(BREAKDOWN_ROWS).readonly(),
  others: z.object({ ...winLoss, groups: z.number().int().positive() }).nullable(),
});

/** Results of the last `days` days, with its buckets (weeks, or 30-day months), oldest first. */
const trendSchema = z.object({
  days: z.union([z.literal(30), z.literal(90), z.literal(365)]),
  bucketMs: count,
  buckets: z.array(z.object({ start: epochMs, end: epochMs, ...winLoss })).readonly(),
  ...winLoss,
});

/**
 * The serve from the user's side, over the matches whose scorer chose who served (null when none
 * did): service games held, the rival's service games broken, break points converted and saved,
 * points won on serve and on return.
 */
const serveTotalsSchema = z.object({
  serviceGames: ratioSchema,
  breaks: ratioSchema,
  breakPointsConverted: ratioSchema,
  breakPointsSaved: ratioSchema,
  servicePoints: ratioSchema,
  returnPoints: ratioSchema,
});

/** The Premium part: totals, breakdowns and trends. */
const detailedStatisticsSchema = z.object({
  points: ratioSchema,
  games: ratioSchema,
  sets: ratioSchema,
  tiebreaks: ratioSchema,
  superTiebreaks: ratioSchema,
  decidingPoints: ratioSchema,
  longestRun: count,
  comebacks: count,
  averageDurationMs: count.nullable(),
  serve: serveTotalsSchema.nullable(),
  bySport: z.array(z.object({ sport: z.enum(SPORTS), ...winLoss })).readonly(),
  byPartner: groupBreakdownsSchema,
  againstOpponents: groupBreakdownsSchema,
  byClub: groupBreakdownsSchema,
  trends: z.array(trendSchema).readonly(),
});

/** GET /api/stats/me. */
export const myStatisticsResponseSchema = z.object({
  summary: statisticsSummarySchema,
  detailed: detailedStatisticsSchema.nullable(),
  locked: z.boolean(),
  /** The user's level in each sport they have a rating in (decision 040). */
  levels: z.array(playerLevelSchema),
});
export type MyStatisticsResponse = z.infer<typeof myStatisticsResponseSchema>;
