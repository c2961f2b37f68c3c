import { z } from 'zod';
import { INVITE_POSITIONS, PARTICIPATIONS_PAGE_SIZE } from './limits';
import { matchDetailResponseSchema, matchIdParamsSchema, matchListItemSchema } from './matches';

/**
 * GET /api/participations: the matches the signed-in user was added to as a participant by another
 * player (decision 033), newest first (when they were added, then the match id). Read-only: the
 * creator keeps the match; a participant only reads it.
 */
export const listParticipationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PARTICIPATIONS_PAGE_SIZE),
  /** `addedAt` of the last item of the previous page: the next page starts after it. */
  before: z.iso.datetime().optional(),
  /** The last item's match id, with `before`: breaks ties between matches added at the same time. */
  beforeId: matchIdParamsSchema.shape.id.optional(),
});
export type ListParticipationsQuery = z.infer<typeof listParticipationsQuerySchema>;

/**
 * The place the user played in (their invitation's position): the web shows the match from it (their
 * partner, their rivals, won or lost for them). Null when the set-up names no invitation of theirs.
 */
const participantSeat = z.enum(INVITE_POSITIONS).nullable();

export const participationSchema = z.object({
  match: matchListItemSchema,
  /** The creator's name as the match recorded it. */
  creatorName: z.string(),
  seat: participantSeat,
  /** When the user was added (the match's completion), ISO with microseconds: the paging cursor. */
  addedAt: z.string(),
});
export type Participation = z.infer<typeof participationSchema>;

export const listParticipationsResponseSchema = z.object({
  participations: z.array(participationSchema),
  /** True when a next page exists. */
  hasMore: z.boolean(),
});
export type ListParticipationsResponse = z.infer<typeof listParticipationsResponseSchema>;

/** GET /api/participations/:id: the match with its log, only for a participant (else 404). */
export const participationDetailResponseSchema = matchDetailResponseSchema.extend({
  creatorName: z.string(),
  seat: participantSeat,
});
export type ParticipationDetailResponse = z.infer<typeof participationDetailResponseSchema>;
