import { FREE_INVITATIONS_PER_MONTH } from '@marcador/contracts';
import { AccountError } from '../../plugins/locale';

/** The invitation form's refusals, in the request's language (the e-mail's on the `email` field). */
const onEmail = (key: 'invitations.errors.emailRequired' | 'auth.errors.emailInvalid' | 'invitations.errors.self') =>
  AccountError.validation([{ field: 'email', key }]);

/** Spec: "Please enter an email". */
export const emailRequired = () => onEmail('invitations.errors.emailRequired');
export const emailInvalid = () => onEmail('auth.errors.emailInvalid');
export const ownEmail = () => onEmail('invitations.errors.self');
export const invitationsLimitReached = () =>
  new AccountError(403, 'invitations_limit', 'invitations.errors.limit', { limit: FREE_INVITATIONS_PER_MONTH });
/** The sender's daily invitations are spent; `ttlMs` until the day's window ends. */
export const tooManyInvitations = (ttlMs: number) =>
  new AccountError(429, 'rate_limited', 'auth.errors.rateLimited', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });
