import { z } from 'zod';
import { publicLiveMatchSchema } from './live-match';
import { publicStandingSchema, SPECTATOR_TOKEN_PATTERN } from './tournament-spectator';
import { TOURNAMENT_FORMATS, TOURNAMENT_STATUSES } from './tournaments';

/**
 * The club TV (decision 056): a venue's public screen of every court. The venue's managers
 * (its court admin, admins) create, rotate and withdraw its link: POST / DELETE
 * /api/venues/:venueId/tv-link, read it with GET (the tournament link's `spectatorLinkResponseSchema`:
 * `{ token }`, null when there is none). Anyone holding the token reads GET /api/public/venues/:token/tv
 * and follows GET /api/public/venues/:token/tv/events (SSE: `event: view` with the whole view,
 * `event: revoked` once the token no longer opens the venue) without signing in. A withdrawn,
 * rotated-away or unknown token is 404 `not_found`. Tokens are the tournament link's 32 base64url
 * characters. Names only: no id of the venue, a court, a match, a session or a player, no e-mail.
 */

export const publicClubTvParamsSchema = z.object({ token: z.string().length(32).regex(SPECTATOR_TOKEN_PATTERN) });

/** A court's next session: when it is and who plays (typed or account names, in order). */
const publicNextSessionSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  players: z.array(z.string()),
});
export type PublicNextSession = z.infer<typeof publicNextSessionSchema>;

/** One active court of the venue, in the venue's order. */
const publicTvCourtSchema = z.object({
  name: z.string(),
  /** The match in play on it (the most recently scored one when two name the court); null: free. */
  match: publicLiveMatchSchema.nullable(),
  /** The next session that is not cancelled and has not ended (not the one being played); null: none. */
  nextSession: publicNextSessionSchema.nullable(),
});
export type PublicTvCourt = z.infer<typeof publicTvCourtSchema>;

/** A running tournament of the venue: where it stands and its standings (the spectator view's lines). */
const publicTvTournamentSchema = z.object({
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  /** The round in play (the last one once every match is completed). */
  round: z.number().int(),
  totalRounds: z.number().int(),
  standings: z.array(publicStandingSchema),
});
export type PublicTvTournament = z.infer<typeof publicTvTournamentSchema>;

/** GET /api/public/venues/:token/tv, and the `view` event of its stream. */
export const publicClubTvSchema = z.object({
  venueName: z.string(),
  /** The venue's IANA time zone: sessions' times are shown in it, wherever the screen is. */
  timeZone: z.string(),
  courts: z.array(publicTvCourtSchema),
  tournaments: z.array(publicTvTournamentSchema),
  /** Epoch milliseconds when this view was read: a stream's client keeps the newest view it got. */
  updatedAt: z.number().int(),
  serverTime: z.string(),
});
export type PublicClubTv = z.infer<typeof publicClubTvSchema>;
