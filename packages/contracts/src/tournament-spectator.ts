import { z } from 'zod';
import { TOURNAMENT_FORMATS, TOURNAMENT_MATCH_STATUSES, TOURNAMENT_STATUSES } from './tournaments';

/**
 * The public spectator link of a tournament and the TV view it opens (decision 046), only
 * with TOURNAMENTS_ENABLED. The organiser (and admins) create, rotate and revoke the link:
 * POST / DELETE /api/tournaments/:id/spectator-link, read it with GET. Anyone holding the token reads
 * GET /api/public/tournaments/:token and follows GET /api/public/tournaments/:token/events (SSE),
 * without signing in. A revoked or unknown token is 404 `not_found`.
 */

import { SPECTATOR_TOKEN_PATTERN } from './limits';

export { SPECTATOR_TOKEN_PATTERN };

/** The organiser's link: its token, or null when there is none (never created, or revoked: DELETE answers null). */
export const spectatorLinkResponseSchema = z.object({ token: z.string().nullable() });
export type SpectatorLinkResponse = z.infer<typeof spectatorLinkResponseSchema>;

export const publicTournamentParamsSchema = z.object({ token: z.string().length(32).regex(SPECTATOR_TOKEN_PATTERN) });

/** A match as a spectator sees it: names only, no ids of players or accounts. */
const publicMatchSchema = z.object({
  court: z.number().int(),
  status: z.enum(TOURNAMENT_MATCH_STATUSES),
  teamA: z.array(z.string()).length(2),
  teamB: z.array(z.string()).length(2),
  /** Null until a result is entered. */
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
});

const publicRoundSchema = z.object({
  number: z.number().int(),
  matches: z.array(publicMatchSchema),
  resting: z.array(z.string()),
});
export type PublicTournamentRound = z.infer<typeof publicRoundSchema>;

/** A standings line: the engine's order, position 1 first. */
export const publicStandingSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  pointDifference: z.number().int(),
  withdrawn: z.boolean(),
});
export type PublicStandingLine = z.infer<typeof publicStandingSchema>;

/** GET /api/public/tournaments/:token, and the `view` event of its stream. */
export const publicTournamentSchema = z.object({
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  totalRounds: z.number().int(),
  /** The round in play (the last one once every match is completed). */
  currentRound: publicRoundSchema.nullable(),
  /** The round after it, when drawn (mexicano draws it once the current one completes). */
  nextRound: publicRoundSchema.nullable(),
  standings: z.array(publicStandingSchema),
  /** Epoch milliseconds of the last change: a stream's client keeps the newest view it got. */
  updatedAt: z.number().int(),
});
export type PublicTournament = z.infer<typeof publicTournamentSchema>;
