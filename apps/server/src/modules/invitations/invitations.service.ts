import {
  FREE_INVITATIONS_PER_MONTH,
  type InvitationSummary,
  type SendInvitationRequest,
  type SendInvitationResponse,
} from '@marcador/contracts';
import {
  INVITATIONS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
  includesPremium,
  invitationMessage,
  isValidEmail,
  type Locale,
  type PlanTier,
} from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import type { RateLimitHit } from '../../plugins/rate-limits.repository';
import { INVITATION_COUNTERS, INVITATION_WINDOW_MS } from '../mail/invitation-counters';
import { playerInviteEmail } from '../mail/templates/invitation-templates';
import { utcMonth } from '../usage/utc-month';
import {
  emailInvalid,
  emailRequired,
  invitationsLimitReached,
  ownEmail,
  tooManyInvitations,
} from './invitation-errors';
import { invitationsRepository } from './invitations.repository';
import { inviteLink, newInviteCode } from './invite-code';

/** Who invites: the signed-in user, their plan (the monthly limit depends on it) and their name. */
export interface Inviter {
  id: string;
  email: string;
  name: string;
  plan: PlanTier;
}

/** Where the request came from: the site origin its links use and the language it speaks. */
export interface InvitationContext {
  origin: string;
  locale: Locale;
}

interface InvitationsDeps {
  db: Db;
  mail: Mailer;
  countHit: (key: string, windowMs: number) => Promise<RateLimitHit>;
  log: FastifyBaseLogger;
}

/** The e-mail invitations a plan allows per month; null for no limit (Premium and admins). */
const monthlyLimitOf = (plan: PlanTier) => (includesPremium(plan) ? null : FREE_INVITATIONS_PER_MONTH);

/**
 * Inviting friends (decision 032): the personal link, and invitations by e-mail within the plan's
 * monthly allowance and the anti-abuse limits every invitation e-mail shares (decision 018).
 */
export function invitationsService({ db, mail, countHit, log }: InvitationsDeps) {
  const invitations = invitationsRepository(db);

  const summary = async (inviter: Inviter, origin: string): Promise<InvitationSummary> => {
    const [code, sentThisMonth] = await Promise.all([
      invitations.codeOf(inviter.id, newInviteCode),
      invitations.sentIn(inviter.id, utcMonth(new Date())),
    ]);
    return { link: inviteLink(origin, code), code, sentThisMonth, monthlyLimit: monthlyLimitOf(inviter.plan) };
  };

  /** The address as it is sent to, after the form's rules (with their messages). */
  const recipientOf = (inviter: Inviter, typed: string) => {
    const email = typed.trim().toLowerCase();
    if (email === '') throw emailRequired();
    if (!isValidEmail(email)) throw emailInvalid();
    if (email === inviter.email.toLowerCase()) throw ownEmail();
    return email;
  };

  /** Counts the invitation against the sender's day; past it, a 429 that says when to try again. */
  const countSenderDay = async (inviter: Inviter) => {
    const { hits, ttlMs } = await countHit(`${INVITATION_COUNTERS.sender}:${inviter.id}`, INVITATION_WINDOW_MS);
    if (hits > INVITATIONS_PER_USER_PER_DAY) throw tooManyInvitations(ttlMs);
  };

  return {
    summary,

    /**
     * Sends the invitation e-mail. The answer is the same whether it went, the address opted out
     * (recorded `suppressed`), already has an account, or had its day's invitations (not written):
     * the sender learns nothing about the recipient. Each counts against the sender's allowance.
     */
    async send(
      inviter: Inviter,
      body: SendInvitationRequest,
      context: InvitationContext,
    ): Promise<SendInvitationResponse> {
      const to = recipientOf(inviter, body.email);
      await countSenderDay(inviter);
      const limit = monthlyLimitOf(inviter.plan);
      if (!(await invitations.countSent(inviter.id, utcMonth(new Date()), limit))) throw invitationsLimitReached();
      const now = await summary(inviter, context.origin);
      const received = await countHit(`${INVITATION_COUNTERS.recipient}:${to}`, INVITATION_WINDOW_MS);
      if (received.hits > INVITATIONS_PER_RECIPIENT_PER_DAY) {
        log.info({ senderId: inviter.id }, 'invitation over the address daily limit: not sent');
      } else {
        const data = { senderName: inviter.name, message: invitationMessage(body.message ?? ''), inviteUrl: now.link };
        await mail.send(playerInviteEmail, { to, locale: context.locale, data, origin: context.origin });
      }
      return { status: 'sent', summary: now };
    },
  };
}
