import { z } from 'zod';
import { gameConfigSchema, matchRulesSchema, matchStatusSchema, playedSetSchema, scoreStateSchema } from './matches';
import { SPECTATOR_TOKEN_PATTERN } from './tournament-spectator';

/**
 * A live match shared with spectators, and the club TV. The owner creates, rotates and
 * stops the match's link: POST / DELETE /api/matches/:id/spectator-link, reads it with GET (the
 * tournament link's `spectatorLinkResponseSchema`). Anyone holding the token reads
 * GET /api/public/matches/:token and follows GET /api/public/matches/:token/events (SSE) without
 * signing in. A stopped or unknown token is 404 `not_found`. Tokens are 32 base64url characters
 * (SPECTATOR_TOKEN_PATTERN), as the tournament's.
 */

export const publicMatchParamsSchema = z.object({ token: z.string().length(32).regex(SPECTATOR_TOKEN_PATTERN) });

const sideSchema = z.enum(['player1', 'player2']);
const teamSchema = gameConfigSchema.shape.team1;

/**
 * GET /api/public/matches/:token, the `view` event of its stream, and each court's match on the club
 * TV. Names, colours and the score only: never an e-mail, a user id or the match's id.
 */
export const publicLiveMatchSchema = z.object({
  status: matchStatusSchema,
  isDoubles: z.boolean(),
  /**
   * Team names may be empty (the page names the side by the domain's `sideName`); players are the names
   * in each place (domain `seatedPlayers`: typed, else the invitee's; one in singles).
   */
  team1: teamSchema,
  team2: teamSchema,
  /** The rules in force now (a change during play included). */
  rules: matchRulesSchema,
  score: scoreStateSchema,
  sets: z.array(playedSetSchema),
  /** What the scoreboard shows for the game in play ('15', 'DEU', 'Ad'; tie-break and race points as numbers). */
  points: z.object({ player1: z.string(), player2: z.string() }),
  /**
   * Who serves the next point: the team, its player (index in the team's `players`; singles: 0) and
   * the court the serve goes from. Null when no serve was chosen (matches saved before the serve was
   * kept) or the match is over.
   */
  server: z
    .object({ team: sideSchema, player: z.union([z.literal(0), z.literal(1)]), court: z.enum(['deuce', 'ad']) })
    .nullable(),
  /** The format as a TODS matchUpFormat code ('SET3-S:6/TB7-F:TB10'); null for a points race. */
  matchUpFormat: z.string().nullable(),
  /** The next point wins the game outright: a golden or a star point; null otherwise. */
  decidingPoint: z.enum(['golden', 'star']).nullable(),
  /** Side shown on the left (changes of ends move it). */
  leftSide: sideSchema,
  /** The cue after the last point: the players change ends now; null otherwise. */
  changeOfEnds: z.enum(['game', 'set', 'tiebreak']).nullable(),
  /** Who won a completed match ('draw' for an equal manual end); null while in play. */
  result: z.enum(['player1', 'player2', 'draw']).nullable(),
  club: z.object({ name: z.string(), courtName: z.string().nullable() }).nullable(),
  /** Minutes booked; the timer counts down from `startedAt`. */
  sessionMinutes: z.number().int(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** When the scorer's device last reached the server; the page compares it with `serverTime`. */
  scorerSeenAt: z.string().nullable(),
  serverTime: z.string(),
});
export type PublicLiveMatch = z.infer<typeof publicLiveMatchSchema>;

// In limits.ts (no zod): the spectator page and the scoreboard read them as values.
export { SCORER_HEARTBEAT_MS, SCORER_SILENT_AFTER_MS } from './limits';
