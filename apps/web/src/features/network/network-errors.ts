import { ApiRequestError } from '../../lib/api';

/** The `network` namespace's message for each error code a network or saved-contacts change can meet. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  /** 403: the viewer's free plan is at its contacts limit. */
  contacts_limit: 'errors.contactsLimit',
  /** 409: the other player's free plan is at its limit. */
  their_contacts_limit: 'errors.theirContactsLimit',
  /** 409: the viewer blocked the player they ask (a player who blocked the viewer is a 404). */
  blocked: 'errors.blocked',
  /** 403: the viewer's free plan is at its saved contacts limit (decision 031). */
  saved_contacts_limit: 'errors.savedContactsLimit',
  /** 400: the viewer's own address as a saved contact. */
  self_contact: 'errors.selfContact',
  /** 409: an edit to the address of another saved contact. */
  contact_exists: 'errors.contactExists',
  rate_limited: 'errors.rateLimited',
  not_found: 'errors.notFound',
  network_error: 'errors.offline',
};

/** Every key `networkErrorKey` can answer, for the locale test. */
export const NETWORK_ERROR_KEYS: readonly string[] = [...new Set([...Object.values(MESSAGE_KEYS), 'errors.generic'])];

/**
 * The `network` namespace key of the message for a failed network change: the code's own words
 * (the limits, blocking, too many requests), a 429 of any code as too many requests, else a
 * generic failure. The server's English `message` is never shown.
 */
export function networkErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'errors.generic';
  return MESSAGE_KEYS[error.code] ?? (error.status === 429 ? 'errors.rateLimited' : 'errors.generic');
}
