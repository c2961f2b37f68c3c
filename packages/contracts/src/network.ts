import { PROFILE_SPORTS, SKILL_LEVELS } from '@marcador/domain';
import { z } from 'zod';
import { uuidId } from './ids';
import { playerLevelSchema } from './leaderboard';
import { CONNECTION_STATES, MAX_PLAYER_QUERY, MAX_PLAYER_SEARCH_PAGE } from './limits';

/**
 * Where the viewer stands with a player: `none`; `outgoing` (the viewer asked, it is pending);
 * `incoming` (the player asked the viewer); `connected`; `blocked` (the viewer blocked them); `self`.
 */
export const connectionStateSchema = z.enum(CONNECTION_STATES);
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** A player as lists show them (search, directory, network, requests). */
export const playerCardSchema = z.object({
  id: z.string(),
  /** First and last name. */
  name: z.string(),
  username: z.string(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  sports: z.array(z.enum(PROFILE_SPORTS)),
  city: z.string(),
  connection: connectionStateSchema,
});
export type PlayerCard = z.infer<typeof playerCardSchema>;

/**
 * GET /api/players: the directory. With `q`, players whose name, username or city has a word starting
 * with each word of `q` (accents and case ignored; a search that finds no one retries with its typos
 * corrected), whole-word matches first, then by name; without, everyone by name. Never the viewer,
 * players who left the directory, or players either side has blocked.
 */
export const playerSearchQuerySchema = z.object({
  q: z.string().trim().max(MAX_PLAYER_QUERY).optional(),
  sport: z.enum(PROFILE_SPORTS).optional(),
  level: z.enum(SKILL_LEVELS).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PLAYER_SEARCH_PAGE).default(1),
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuerySchema>;

export const playerSearchResponseSchema = z.object({
  players: z.array(playerCardSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

export const playerIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A saved match the viewer and the player both took part in, as the viewer sees it. */
export const sharedMatchSchema = z.object({
  matchId: z.string(),
  sport: z.enum(['tennis', 'padel']),
  /** Whether the player was on the viewer's team. */
  side: z.enum(['partner', 'opponent']),
  /** The viewer's result; null while the match is not completed or ended in a draw. */
  result: z.enum(['won', 'lost']).nullable(),
  /** Sets as "6-4 3-6 7-5", the viewer's team first. */
  score: z.string(),
  /** Epoch milliseconds: when it ended, or was created when it has not. */
  playedAt: z.number().int(),
});
export type SharedMatch = z.infer<typeof sharedMatchSchema>;

/**
 * GET /api/players/:id: the public page of a player. 404 for an unknown player, one who left the
 * directory (unless already linked with the viewer: connected, a request pending either way, or
 * blocked by the viewer) or one who blocked the viewer.
 */
export const playerProfileResponseSchema = z.object({
  player: playerCardSchema.extend({
    country: z.string(),
    state: z.string(),
    /** Epoch milliseconds: when the account was created. */
    memberSince: z.number().int(),
  }),
  /** The pending request between the two (to accept, decline or cancel), else null. */
  requestId: z.string().nullable(),
  /** Completed matches the two played on opposite teams, from the viewer's side. */
  headToHead: z.object({ won: z.number().int(), lost: z.number().int() }),
  /** How many saved matches the two played together, either side. */
  matchesTogether: z.number().int(),
  /** The latest 10 of them, newest first. */
  recent: z.array(sharedMatchSchema),
  /** The player's level in each sport they have a rating in (decision 040). */
  levels: z.array(playerLevelSchema),
});
export type PlayerProfileResponse = z.infer<typeof playerProfileResponseSchema>;

/** A player in the viewer's network, and since when. */
export const contactSchema = z.object({ player: playerCardSchema, connectedAt: z.number().int() });
export type Contact = z.infer<typeof contactSchema>;

/** A pending connection request, with the other player (the sender for incoming, the recipient for sent). */
export const connectionRequestSchema = z.object({
  id: z.string(),
  player: playerCardSchema,
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** What the network pages count, and the plan's limit (null: unlimited, Premium). */
export const networkSummarySchema = z.object({
  contacts: z.number().int(),
  incoming: z.number().int(),
  sent: z.number().int(),
  contactsLimit: z.number().int().nullable(),
});
export type NetworkSummary = z.infer<typeof networkSummarySchema>;

/**
 * GET /api/network, /api/network/requests and /api/network/sent: a page of NETWORK_PAGE_SIZE
 * (decision 033); without a cursor the first, else the one after the page that answered `nextCursor`.
 */
export const networkPageQuerySchema = z.object({
  cursor: z
    .string()
    .max(1024)
    .regex(/^[\w-]+$/)
    .optional(),
});
export type NetworkPageQuery = z.infer<typeof networkPageQuerySchema>;

/** The cursor of the page after this one; null on the last page. */
const nextCursor = z.string().nullable();

/** GET /api/network: a page of the viewer's contacts by name (then id), with the counts. */
export const networkResponseSchema = z.object({
  contacts: z.array(contactSchema),
  summary: networkSummarySchema,
  nextCursor,
});
export type NetworkResponse = z.infer<typeof networkResponseSchema>;

/** GET /api/network/requests (incoming) and GET /api/network/sent: a page, newest first, with the counts. */
export const connectionRequestsResponseSchema = z.object({
  requests: z.array(connectionRequestSchema),
  summary: networkSummarySchema,
  nextCursor,
});
export type ConnectionRequestsResponse = z.infer<typeof connectionRequestsResponseSchema>;

/** POST /api/network/requests: ask a player to connect, and POST /api/network/blocks: block one. */
export const playerRefSchema = z.object({ userId: z.string().min(1).max(64) });
export type PlayerRef = z.infer<typeof playerRefSchema>;

export const requestIdParamsSchema = z.object({ id: uuidId() });

/**
 * The answer of every network change (request, accept, decline, cancel, remove, block, unblock):
 * where the viewer now stands with that player, the pending request if any, and the counts.
 */
export const connectionChangeResponseSchema = z.object({
  userId: z.string(),
  connection: connectionStateSchema,
  requestId: z.string().nullable(),
  summary: networkSummarySchema,
});
export type ConnectionChangeResponse = z.infer<typeof connectionChangeResponseSchema>;

/** GET /api/network/blocks: players the viewer blocked, newest first. */
export const blockedPlayersResponseSchema = z.object({ players: z.array(playerCardSchema) });
export type BlockedPlayersResponse = z.infer<typeof blockedPlayersResponseSchema>;
