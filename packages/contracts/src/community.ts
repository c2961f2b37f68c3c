import { SPORTS } from '@marcador/domain';
import { z } from 'zod';

/** How many ISO weeks the weekly series may cover: 12 by default, at most half a year. */
export const COMMUNITY_WEEKS = { default: 12, max: 26 } as const;

/** GET /api/community-stats: public totals and trends of every completed match (decision 038). */
export const communityStatsQuerySchema = z.object({
  /** Weeks of the weekly series, the current one included. */
  weeks: z.coerce.number().int().min(1).max(COMMUNITY_WEEKS.max).default(COMMUNITY_WEEKS.default),
});
export type CommunityStatsQuery = z.infer<typeof communityStatsQuerySchema>;

const count = z.number().int().min(0);

export const communityStatsResponseSchema = z.object({
  /** Registered accounts. */
  players: count,
  /** Completed matches, each real match once however many of its players saved it. */
  matches: count,
  /** Points played in them. */
  points: count,
  /** Mean playing time (first to last scoring event) in milliseconds; null before any match. */
  averageMatchMs: count.nullable(),
  /** Padel: golden points played per game played (0 to 1); null before any padel game. */
  goldenPointShare: z.number().min(0).max(1).nullable(),
  bySport: z.array(z.object({ sport: z.enum(SPORTS), matches: count, points: count })),
  /** Oldest first, the current week last; weeks start on Monday (UTC), as `YYYY-MM-DD`. */
  perWeek: z.array(z.object({ weekStart: z.iso.date(), matches: count })),
  /** Monday (1) to Sunday (7), in the players' local time when their device said its zone, else UTC. */
  byWeekday: z.array(z.object({ day: z.number().int().min(1).max(7), matches: count })),
  /** 0 to 23, local time as for `byWeekday`: when matches started. */
  byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), matches: count })),
  /** The ten clubs with most matches, most first; `key` tells apart clubs of the same name. */
  topClubs: z.array(z.object({ key: z.string(), name: z.string(), matches: count })),
});
export type CommunityStatsResponse = z.infer<typeof communityStatsResponseSchema>;
