import { FREE_CONTACTS_LIMIT } from '@marcador/contracts';
import { HttpError } from '../../plugins/error-shape';
import { AccountError } from '../../plugins/locale';

/**
 * The network's refusals. A player the viewer may not see (unknown, hidden, or who blocked the
 * viewer) and a request that is not theirs are the same 404 as an id that never existed; what the
 * viewer can act on (a limit, their own block) is said in their language.
 */
export const playerNotFound = () => new HttpError(404, 'not_found', 'Player not found.');
export const requestNotFound = () => new HttpError(404, 'not_found', 'Request not found.');
export const requestToSelf = () => new AccountError(400, 'self_request', 'network.errors.requestSelf');
export const blockOfSelf = () => new AccountError(400, 'self_block', 'network.errors.blockSelf');
/** The viewer blocked the player they ask: unblocking comes first. */
export const blockedByViewer = () => new AccountError(409, 'blocked', 'network.errors.blocked');
export const contactsLimitReached = () =>
  new AccountError(403, 'contacts_limit', 'network.errors.contactsLimit', { limit: FREE_CONTACTS_LIMIT });
/** Accepting would take the (free) requester past their plan's contacts. */
export const theirContactsLimitReached = () =>
  new AccountError(409, 'their_contacts_limit', 'network.errors.theirContactsLimit', { limit: FREE_CONTACTS_LIMIT });
