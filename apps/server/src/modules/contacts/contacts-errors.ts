import { FREE_SAVED_CONTACTS_LIMIT } from '@marcador/contracts';
import { HttpError } from '../../plugins/error-shape';
import { AccountError } from '../../plugins/locale';

/**
 * The saved contacts' refusals. Another user's contact is the same 404 as an id that never existed;
 * what the owner can act on (the plan's limit, their own address, a duplicate) is said in their language.
 */
export const contactNotFound = () => new HttpError(404, 'not_found', 'Contact not found.');
export const contactOfSelf = () => new AccountError(400, 'self_contact', 'contacts.errors.self');
export const contactEmailTaken = () => new AccountError(409, 'contact_exists', 'contacts.errors.emailTaken');
export const savedContactsLimitReached = () =>
  new AccountError(403, 'saved_contacts_limit', 'contacts.errors.limit', { limit: FREE_SAVED_CONTACTS_LIMIT });
