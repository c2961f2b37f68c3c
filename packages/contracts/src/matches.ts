import {
  BEST_OF,
  DEUCE_RULES,
  FINAL_SETS,
  isMatchRules,
  PLAYER_NAME_MAX_LENGTH,
  RACE_TOTAL_MAX,
  RACE_TOTAL_MIN,
  SET_GAMES_MAX,
  SET_GAMES_MIN,
  SPORTS,
  TIEBREAK_TO_MAX,
  TIEBREAK_TO_MIN,
} from '@marcador/domain';
import { z } from 'zod';
import {
  GAME_POSITIONS,
  INVITE_POSITIONS,
  MAX_ENTRIES_PER_BATCH,
  MAX_INVITED_PLAYERS,
  TEAM_COLORS,
  VENUE_NAME_MAX_LENGTH,
} from './limits';

/**
 * Live matches and their history. A match is created on the device with a client id (UUID) and
 * synced: PUT /api/matches/:id stores its configuration, POST /api/matches/:id/entries appends log
 * entries (idempotent by entry id), POST /api/matches/:id/finish closes it. Only the owner sees a
 * match; anyone else gets 404. Request bodies are strict: an unknown field is a 400, so nothing the
 * device meant to save is dropped silently. Errors: 400 `validation_failed`, 401 `unauthorized`,
 * 403 `plan_required` (reading a completed match beyond the free plan's history), 404 `not_found`,
 * 409 `match_completed` (new entries or a changed configuration for a completed match),
 * `match_full` (entries past the domain's MAX_MATCH_ENTRIES) and `match_not_over` (finish
 * `match_over` before the domain says so), 429 `rate_limited`.
 */

/** Client-made ids: UUIDs in practice; any short URL-safe token is accepted. */
const clientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'expected a URL-safe id' });

const matchRulesFields = {
  sport: z.enum(SPORTS),
  deuce: z.enum(DEUCE_RULES),
  finalSet: z.enum(FINAL_SETS),
  /**
   * Present for a points race (a tournament match, decision 043): the match ends when the two teams'
   * points add up to `totalPoints`; absent for a match of sets.
   */
  race: z.strictObject({ totalPoints: z.number().int().min(RACE_TOTAL_MIN).max(RACE_TOTAL_MAX) }).optional(),
  /** Best of 1, 3 or 5 sets; absent: 3 (decision 061). */
  bestOf: z.literal([...BEST_OF]).optional(),
  /** Games that win a set (with a lead of two); absent: 6. */
  setGames: z.number().int().min(SET_GAMES_MIN).max(SET_GAMES_MAX).optional(),
  /** The sets' tie-break: to `to` points at `at` games all (`setGames` or one less); null: none; absent: to 7. */
  tiebreak: z
    .strictObject({
      to: z.number().int().min(TIEBREAK_TO_MIN).max(TIEBREAK_TO_MAX),
      at: z.number().int().min(0).max(SET_GAMES_MAX),
    })
    .nullable()
    .optional(),
};

/**
 * The domain's rules (its `isMatchRules` reads a stored copy the same way, and decides what the fields
 * cannot say alone: a tie-break starts at the sets' games all or one game earlier).
 */
export const matchRulesSchema = z
  .strictObject(matchRulesFields)
  .refine(isMatchRules, { message: "the tie-break must start at the sets' games all or one game earlier" });

const playerName = z.string().trim().max(PLAYER_NAME_MAX_LENGTH);

export const teamConfigSchema = z.strictObject({
  /** Optional on set-up; the scoreboard falls back to 'Nosotros' / 'Oponentes'. */
  name: z.string().trim().max(40),
  color: z.enum(TEAM_COLORS),
  /** One name for singles, two for doubles; empty strings for unnamed players. */
  players: z.array(playerName).min(1).max(2),
});

const inviteeSeat = { name: playerName, position: z.enum(INVITE_POSITIONS) };

/**
 * An invited player: by e-mail (typed, or a saved contact), or by account (`userId`: a player of the
 * creator's network, whose address the creator does not see). At finish an account invitee becomes a
 * participant only while the two are connected; otherwise they count as a name-only player, with no
 * participant row and no e-mail (decision 031).
 */
export const invitedPlayerSchema = z.union([
  z.strictObject({ email: z.email().max(254), ...inviteeSeat }),
  z.strictObject({ userId: z.string().min(1).max(64), ...inviteeSeat }),
]);
export type InvitedPlayer = z.infer<typeof invitedPlayerSchema>;

export const matchClubSchema = z.strictObject({
  /** A venue id, or `manual_...` for a club the user typed in. */
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(VENUE_NAME_MAX_LENGTH),
  address: z.string().trim().max(200).optional(),
  courtName: z.string().trim().max(60).optional(),
  /** Minutes booked; the timer counts down from it (default 60). */
  sessionDuration: z.number().int().min(5).max(600).optional(),
  description: z.string().trim().max(500).optional(),
});

/**
 * What the set-up screen produces (spec: game_config). An invitee holds a place the game type has
 * (GAME_POSITIONS: singles has no second player a side).
 */
export const gameConfigSchema = z
  .strictObject({
    isDoubles: z.boolean(),
    team1: teamConfigSchema,
    team2: teamConfigSchema,
    invitedPlayers: z.array(invitedPlayerSchema).max(MAX_INVITED_PLAYERS),
    club: matchClubSchema.nullable(),
    sessionDuration: z.number().int().min(5).max(600),
    /** Set when the match belongs to a tournament (later issue). */
    tournament: z
      .strictObject({ tournamentId: z.string().max(64), matchId: z.string().max(64), round: z.number().int().min(1) })
      .nullable(),
  })
  .refine(
    (config) => {
      const places = GAME_POSITIONS[config.isDoubles ? 'doubles' : 'singles'];
      return config.invitedPlayers.every((invitee) => places.includes(invitee.position));
    },
    { message: 'an invited player holds a position the game type does not have', path: ['invitedPlayers'] },
  );
export type GameConfig = z.infer<typeof gameConfigSchema>;

/**
 * What a `rules_changed` entry may change during play: the sport, deuce and deciding-set rules; not the
 * race nor the sets' format, fixed when the match starts (the domain would ignore them, and a strict
 * body never drops what the device meant silently).
 */
const changedRulesSchema = z.strictObject({
  sport: matchRulesFields.sport.optional(),
  deuce: matchRulesFields.deuce.optional(),
  finalSet: matchRulesFields.finalSet.optional(),
});

const epochMs = z.number().int().min(0).max(8_640_000_000_000);
const entryBase = { id: clientId, at: epochMs, seq: z.number().int().min(1).max(1_000_000) };

/**
 * One log entry: a domain event, an undo of an earlier event, or a restart (see domain match-log).
 * `seq` orders the log (ties by id); `at` is the device's clock in epoch ms.
 */
export const matchLogEntrySchema = z.discriminatedUnion('type', [
  z.strictObject({ ...entryBase, type: z.literal('point_won'), side: z.enum(['player1', 'player2']) }),
  z.strictObject({ ...entryBase, type: z.literal('next_set') }),
  z.strictObject({ ...entryBase, type: z.literal('swap_court') }),
  z.strictObject({ ...entryBase, type: z.literal('rules_changed'), rules: changedRulesSchema }),
  z.strictObject({
    ...entryBase,
    type: z.literal('serve_order'),
    server: z.enum(['player1', 'player2']),
    player1: z.union([z.literal(0), z.literal(1)]),
    player2: z.union([z.literal(0), z.literal(1)]),
  }),
  z.strictObject({ ...entryBase, type: z.literal('undo'), target: clientId }),
  z.strictObject({ ...entryBase, type: z.literal('restart') }),
]);
export type MatchLogEntryInput = z.infer<typeof matchLogEntrySchema>;

export const matchIdParamsSchema = z.object({ id: clientId });

/**
 * PUT /api/matches/:id: creates the match (201) or updates its configuration (200), answering
 * `matchResponseSchema`. The rules are those the match started with (the replay starts from them);
 * changes during play are `rules_changed` entries. A completed match answers 200 to an unchanged PUT
 * (a retried sync) and 409 `match_completed` to a change. An id another user holds answers 404.
 */
export const putMatchRequestSchema = z.strictObject({
  config: gameConfigSchema,
  rules: matchRulesSchema,
  /** When the match was started on the device (the start button). */
  startedAt: epochMs.nullable(),
});
export type PutMatchRequest = z.infer<typeof putMatchRequestSchema>;

const sidePair = z.object({ player1: z.number(), player2: z.number() });
/** A finished set's games, with the tie-break's points when one decided it. */
const setScore = sidePair.extend({ tiebreak: sidePair.optional() });
const sidePoints = z.object({ points: z.number(), games: z.number(), sets: z.number() });
export const scoreStateSchema = z.object({
  player1: sidePoints,
  player2: sidePoints,
  currentSet: z.number(),
  isTiebreak: z.boolean(),
  tiebreakPoints: sidePair,
  isGameOver: z.boolean(),
  winner: z.enum(['player1', 'player2']).nullable(),
  setScores: z.array(setScore),
});

export const matchStatusSchema = z.enum(['in_progress', 'incomplete', 'completed']);

/** A set as history shows it (domain `playedSets`): games, and whether it was finished. */
export const playedSetSchema = z.object({
  player1: z.number(),
  player2: z.number(),
  /** False for the set in play when the match stopped (ended by hand, abandoned or still going). */
  finished: z.boolean(),
  /** Points of the tie-break that decided a finished set, or an unfinished set stopped in; null otherwise. */
  tiebreak: sidePair.nullable(),
});

export const matchSummarySchema = z.object({
  id: clientId,
  status: matchStatusSchema,
  config: gameConfigSchema,
  rules: matchRulesSchema,
  /** Recomputed by the server from the entries it holds. */
  score: scoreStateSchema,
  /** The sets played, from `score`: the finished ones, then the set in play (unfinished) once begun. */
  sets: z.array(playedSetSchema),
  /** 'player1' | 'player2', 'draw' for an equal manual end, null while in play. */
  result: z.enum(['player1', 'player2', 'draw']).nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Entries stored; the device compares it with its own count to show "synced". */
  entryCount: z.number().int(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchResponseSchema = z.object({ match: matchSummarySchema });

/**
 * POST /api/matches/:id/entries: up to 500 entries a batch; resending stored ids is harmless (each
 * id is stored once, the first copy wins). New entries for an `incomplete` match continue it
 * (`in_progress` again); for a `completed` one they answer 409 `match_completed`, while a batch of
 * ids all already stored still answers 200 (a retried sync). A batch whose new entries would take
 * the match past MAX_MATCH_ENTRIES (domain) stores nothing and answers 409 `match_full`.
 */
export const appendEntriesRequestSchema = z.strictObject({
  entries: z.array(matchLogEntrySchema).min(1).max(MAX_ENTRIES_PER_BATCH),
});
/**
 * The match as an append leaves it: its progress, without the configuration and rules the device
 * sent itself (a point's answer stays small on a courtside network, and cheap to write).
 */
export const matchProgressSchema = matchSummarySchema.pick({
  id: true,
  status: true,
  score: true,
  sets: true,
  result: true,
  endedAt: true,
  updatedAt: true,
  entryCount: true,
});
export type MatchProgress = z.infer<typeof matchProgressSchema>;

export const appendEntriesResponseSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  match: matchProgressSchema,
});

/** True when the runtime knows the IANA time zone (e.g. `Europe/Madrid`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/matches/:id/finish, answering `matchResponseSchema`:
 * - `match_over`: completed with the domain's winner; 409 `match_not_over` while the score is not over.
 * - `manual`: completed with the weighted end-match rule (sets x100 + games x10 + points; equal is a
 *   `draw`; a finished match keeps its real winner).
 * - `abandoned`: `incomplete`, kept in history; new entries continue it later.
 * Completing stores the participants and the session log and e-mails the post-match invitation to
 * unregistered invitees (unless they opted out). Idempotent: finishing a completed match, or
 * abandoning an incomplete one, returns it unchanged and sends nothing again.
 */
export const finishMatchRequestSchema = z.strictObject({
  endedAt: epochMs,
  reason: z.enum(['match_over', 'manual', 'abandoned']),
  /** The device's IANA time zone, so the invitation e-mail shows the local date (default UTC). */
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'expected an IANA time zone' }).optional(),
});
export type FinishMatchRequest = z.infer<typeof finishMatchRequestSchema>;

/**
 * GET /api/matches/:id: the match with its log. A completed match beyond the free plan's history
 * (domain: beyondHistory) answers 403 `plan_required`, as the list leaves it out.
 */
export const matchDetailResponseSchema = z.object({
  match: matchSummarySchema,
  entries: z.array(matchLogEntrySchema),
});

/**
 * GET /api/matches: the user's own matches, newest first (by `createdAt`, then id). Free plans see
 * every unfinished match and their latest FREE_HISTORY_LIMIT (domain) completed ones; Premium and
 * master see all.
 */
export const listMatchesQuerySchema = z.object({
  status: matchStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** ISO time of the last item of the previous page: the next page starts after it. */
  before: z.iso.datetime().optional(),
  /** Id of that last item, with `before`: breaks ties between matches created in the same millisecond. */
  beforeId: clientId.optional(),
});
export type ListMatchesQuery = z.infer<typeof listMatchesQuerySchema>;
/**
 * A match as the history list shows it: teams, sets, result, status, dates and the rules (the format's
 * name; a few dozen bytes). The score's working state (points, tie-break, serve) is in the match's own
 * answer (GET /api/matches/:id): a list of a hundred matches does not carry it.
 */
export const matchListItemSchema = matchSummarySchema.omit({ score: true });
export type MatchListItem = z.infer<typeof matchListItemSchema>;
export const listMatchesResponseSchema = z.object({
  matches: z.array(matchListItemSchema),
  /** Free plans see their latest 10; this counts the completed matches kept but not shown (0 on Premium). */
  hiddenCount: z.number().int(),
});
