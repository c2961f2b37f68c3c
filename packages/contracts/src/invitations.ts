import { INVITATION_MESSAGE_MAX } from '@marcador/domain';
import { z } from 'zod';
import { INVITE_CODE_LENGTH } from './limits';

/** A personal invite code as the share link carries it (`/auth?mode=signup&invite=<code>`). */
export const inviteCodeSchema = z
  .string()
  .length(INVITE_CODE_LENGTH)
  .regex(/^[a-z2-7]+$/);

/**
 * POST /api/invitations: invites a friend by e-mail. `email` is bounded only (emptiness and format
 * are the domain's rules, answered with their messages); `message` is cleaned of control characters
 * before it is sent.
 */
export const sendInvitationRequestSchema = z.object({
  email: z.string().max(320),
  /** The sender's own words, shown quoted in the e-mail; optional. */
  message: z.string().max(INVITATION_MESSAGE_MAX).optional(),
});
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;

/** The viewer's invitations: their personal link and this month's e-mail invitations against the plan. */
export const invitationSummarySchema = z.object({
  /** `<site>/auth?mode=signup&invite=<code>`: signing up through it connects the new player and the viewer. */
  link: z.string(),
  code: z.string(),
  /** E-mail invitations sent this calendar month (UTC). */
  sentThisMonth: z.number().int().nonnegative(),
  /** FREE_INVITATIONS_PER_MONTH on the free plan; null for no monthly limit (Premium, admins). */
  monthlyLimit: z.number().int().nullable(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/**
 * Answer to POST /api/invitations: the same whether the address opted out of invitations, already has
 * an account or reached its daily limit (the sender learns nothing about the recipient).
 */
export const sendInvitationResponseSchema = z.object({
  status: z.literal('sent'),
  summary: invitationSummarySchema,
});
export type SendInvitationResponse = z.infer<typeof sendInvitationResponseSchema>;
