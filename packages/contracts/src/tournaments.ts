import { PLAYER_NAME_MAX_LENGTH, RACE_TOTAL_MAX, RACE_TOTAL_MIN } from '@marcador/domain';
import { z } from 'zod';
import { uuidId } from './ids';
import {
  TOURNAMENT_MAX_COURTS,
  TOURNAMENT_MAX_PLAYERS,
  TOURNAMENT_MAX_ROUNDS,
  TOURNAMENT_NAME_MAX_LENGTH,
  TOURNAMENTS_PAGE_SIZE,
} from './limits';

/**
 * Tournaments (decision 044): /api/tournaments, only with TOURNAMENTS_ENABLED (otherwise
 * every route is a 404). The organiser and admins change a tournament; its players with accounts
 * read it; anyone else gets 404 `not_found`. Errors: 400 `validation_failed`, the engine's codes
 * (`too_few_players`, `invalid_player_name`, `duplicate_player`, `unknown_player`, `missing_score`),
 * `unknown_user`, `unknown_venue`, `score_over_points`; 401; 403 `forbidden` (a player changing it);
 * 404 `not_found`; 409 `tournament_completed`, `stale_result`, `result_id_reused`; 429 `rate_limited`.
 */

export const TOURNAMENT_FORMATS = ['americano', 'mexicano', 'amexicano'] as const;
export const TOURNAMENT_STATUSES = ['active', 'paused', 'completed'] as const;
export const TOURNAMENT_MATCH_STATUSES = ['pending', 'playing', 'completed'] as const;

/** A player as the organiser enters them: a typed name, and their account when picked from contacts. */
export const tournamentPlayerInputSchema = z.strictObject({
  /** Trimmed; the engine refuses an empty name (`invalid_player_name`) or a repeat (`duplicate_player`). */
  name: z.string().trim().max(PLAYER_NAME_MAX_LENGTH),
  userId: z.string().min(1).max(64).optional(),
});
export type TournamentPlayerInput = z.infer<typeof tournamentPlayerInputSchema>;

/** POST /api/tournaments and POST /api/tournaments/preview. */
export const createTournamentRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(TOURNAMENT_NAME_MAX_LENGTH),
  /** In order: mexicano's first round ranks them as given. Fewer than 4 is `too_few_players`. */
  players: z.array(tournamentPlayerInputSchema).max(TOURNAMENT_MAX_PLAYERS),
  courts: z.number().int().min(1).max(TOURNAMENT_MAX_COURTS),
  format: z.enum(TOURNAMENT_FORMATS),
  /** The points race of every match: 16, 21, 24, 32 or any whole number from 4 to 99 (decision 043). */
  pointsPerMatch: z.number().int().min(RACE_TOTAL_MIN).max(RACE_TOTAL_MAX),
  /** Rounds to play; default one americano rotation (decision 010) for every format. */
  rounds: z.number().int().min(1).max(TOURNAMENT_MAX_ROUNDS).optional(),
  venueId: uuidId().optional(),
});
export type CreateTournamentRequest = z.infer<typeof createTournamentRequestSchema>;

export const tournamentIdParamsSchema = z.object({ id: uuidId() });
export const tournamentMatchParamsSchema = z.object({ id: uuidId(), matchId: uuidId() });
export const tournamentPlayerParamsSchema = z.object({ id: uuidId(), playerId: uuidId() });

/** A player of a match, a rest list or the standings. */
export const tournamentPlayerRefSchema = z.object({ id: z.string(), name: z.string() });
export type TournamentPlayerRef = z.infer<typeof tournamentPlayerRefSchema>;

export const tournamentPlayerSchema = tournamentPlayerRefSchema.extend({
  /** Their account, when the organiser picked one. */
  userId: z.string().nullable(),
  /** Order of entry; a late player comes last. */
  position: z.number().int(),
  late: z.boolean(),
  /** Withdrawn: drawn in no round after the one in play when they left. */
  withdrawn: z.boolean(),
});
export type TournamentPlayer = z.infer<typeof tournamentPlayerSchema>;

/**
 * A team: two players. An array of two rather than a tuple: the answers' serialiser matches a
 * nullable answer (GET active) by JSON Schema, whose tuple form (prefixItems) it does not read.
 */
const team = <Player extends z.ZodType>(player: Player) => z.array(player).length(2);

export const tournamentMatchSchema = z.object({
  id: z.string(),
  roundNumber: z.number().int(),
  court: z.number().int(),
  status: z.enum(TOURNAMENT_MATCH_STATUSES),
  teamA: team(tournamentPlayerRefSchema),
  teamB: team(tournamentPlayerRefSchema),
  /** Null until a result is entered (or the tournament is finished: 0-0). */
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  /** Completed by finishing the tournament without a result: not counted in the standings. */
  unplayed: z.boolean(),
  /** Epoch milliseconds. */
  completedAt: z.number().int().nullable(),
  /** Changes of the score so far: a correction may name the one it corrects (`baseRevision`). */
  revision: z.number().int(),
});
export type TournamentMatchDetail = z.infer<typeof tournamentMatchSchema>;

export const tournamentRoundSchema = z.object({
  number: z.number().int(),
  matches: z.array(tournamentMatchSchema),
  resting: z.array(tournamentPlayerRefSchema),
});
export type TournamentRoundDetail = z.infer<typeof tournamentRoundSchema>;

/** A standings line (domain rosterStandings): the engine's order. */
export const tournamentStandingSchema = z.object({
  player: tournamentPlayerRefSchema,
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  pointDifference: z.number().int(),
  performanceScore: z.number().int(),
  withdrawn: z.boolean(),
});
export type TournamentStandingLine = z.infer<typeof tournamentStandingSchema>;

/** What a list shows of a tournament. */
export const tournamentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  format: z.enum(TOURNAMENT_FORMATS),
  sport: z.literal('padel'),
  currentRound: z.number().int(),
  totalRounds: z.number().int(),
  pointsPerMatch: z.number().int(),
  courts: z.number().int(),
  venueId: z.string().nullable(),
  organiserId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** GET /api/tournaments/:id and every change's answer: the whole tournament as the viewer may see it. */
export const tournamentDetailSchema = z.object({
  tournament: tournamentSummarySchema.extend({
    /** The dashboard's current match (first playing, else first pending of the current round). */
    currentMatchId: z.string().nullable(),
    /** True for the organiser and admins: they may change it. */
    canManage: z.boolean(),
  }),
  players: z.array(tournamentPlayerSchema),
  /** Drawn so far: americano all of them, mexicano up to the one in play. */
  rounds: z.array(tournamentRoundSchema),
  standings: z.array(tournamentStandingSchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/** GET /api/tournaments/active: the viewer's newest active or paused tournament as organiser, or null. */
export const activeTournamentResponseSchema = z.object({ tournament: tournamentDetailSchema.nullable() });
export type ActiveTournamentResponse = z.infer<typeof activeTournamentResponseSchema>;

/** GET /api/tournaments: the viewer's tournaments as organiser, newest first, paged. */
export const listTournamentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TOURNAMENTS_PAGE_SIZE),
  /** The last item's id of the previous page: the next page starts after it. */
  after: uuidId().optional(),
});
export type ListTournamentsQuery = z.infer<typeof listTournamentsQuerySchema>;

export const listTournamentsResponseSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  hasMore: z.boolean(),
});
export type ListTournamentsResponse = z.infer<typeof listTournamentsResponseSchema>;

/** Fairness figures of a schedule (domain fairnessReport). */
const countSpreadSchema = z.object({ min: z.number().int(), max: z.number().int() });
export const tournamentFairnessSchema = z.object({
  partnerRepeats: z.number().int(),
  maxPartnerCount: z.number().int(),
  pairsNeverPartnered: z.number().int(),
  opponentSpread: countSpreadSchema,
  restSpread: countSpreadSchema,
  consecutiveRests: z.number().int(),
  players: z.array(
    z.object({
      player: z.string(),
      matches: z.number().int(),
      rests: z.number().int(),
      partners: z.number().int(),
      opponents: z.number().int(),
    }),
  ),
});

/** A match of the preview: names only, nothing is stored yet. */
const previewMatchSchema = z.object({
  court: z.number().int(),
  teamA: team(z.string()),
  teamB: team(z.string()),
});

/** POST /api/tournaments/preview: the schedule the set-up would create, saved nowhere. */
export const tournamentPreviewSchema = z.object({
  format: z.enum(TOURNAMENT_FORMATS),
  totalRounds: z.number().int(),
  /** Courts each round uses: min(courts, floor(players / 4)). */
  courtsInUse: z.number().int(),
  /** Americano: every round; mexicano and amexicano: round 1 (the rest follow the results). */
  rounds: z.array(
    z.object({ number: z.number().int(), matches: z.array(previewMatchSchema), resting: z.array(z.string()) }),
  ),
  /** Of the rounds shown. */
  fairness: tournamentFairnessSchema,
});
export type TournamentPreview = z.infer<typeof tournamentPreviewSchema>;

/** PUT /api/tournaments/:id/matches/:matchId/result: enter or correct a result. */
export const tournamentResultRequestSchema = z.strictObject({
  scoreA: z.number().int().min(0).max(RACE_TOTAL_MAX),
  scoreB: z.number().int().min(0).max(RACE_TOTAL_MAX),
  /** The client's id of this result: sending it again changes nothing and answers the same. */
  resultId: uuidId(),
  /**
   * The match revision the client saw; when the match has changed since, 409 `stale_result`
   * instead of overwriting a result the client never saw. Absent: the result replaces what is there.
   */
  baseRevision: z.number().int().min(0).optional(),
});
export type TournamentResultRequest = z.infer<typeof tournamentResultRequestSchema>;

/** POST /api/tournaments/:id/players: a late player, playing from the next round on. */
export const addTournamentPlayerRequestSchema = tournamentPlayerInputSchema;
export type AddTournamentPlayerRequest = z.infer<typeof addTournamentPlayerRequestSchema>;
