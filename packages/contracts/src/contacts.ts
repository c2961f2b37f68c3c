import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PLAYER_NAME_MAX_LENGTH } from '@marcador/domain';
import { z } from 'zod';
import { uuidId } from './ids';

/**
 * Saved contacts (decision 031): people a player keeps by hand, name and e-mail, to invite to a match
 * (spec: "Contacts: invite and add, add to game"). Only their owner sees them; another user's id is
 * a 404. Errors: 400 `validation_failed`, `self_contact` (the owner's own address); 401; 403
 * `saved_contacts_limit` (the free plan's FREE_SAVED_CONTACTS_LIMIT); 404 `not_found`; 409
 * `contact_exists` (an edit to the address of another of the owner's contacts); 429 `rate_limited`.
 */

/** A saved contact's fields, by the domain's rules (`savedContactIssues`); the address is stored lower case. */
export const savedContactInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(PLAYER_NAME_MAX_LENGTH),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, { message: 'expected an e-mail address' }),
});
export type SavedContactInput = z.infer<typeof savedContactInputSchema>;

/** PATCH /api/contacts/:id: either field, or both. */
export const savedContactChangeSchema = savedContactInputSchema
  .partial()
  .refine((change) => change.name !== undefined || change.email !== undefined, { message: 'nothing to change' });
export type SavedContactChange = z.infer<typeof savedContactChangeSchema>;

export const savedContactIdParamsSchema = z.object({ id: uuidId() });

export const savedContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** As the owner typed it, lower case. */
  email: z.string(),
  /** True when the address is a registered account's (which account is not said). */
  registered: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type SavedContact = z.infer<typeof savedContactSchema>;

/** How many contacts the owner saved, and the plan's limit (null: unlimited, Premium and admins). */
export const savedContactsSummarySchema = z.object({
  count: z.number().int(),
  limit: z.number().int().nullable(),
});
export type SavedContactsSummary = z.infer<typeof savedContactsSummarySchema>;

/** GET /api/contacts: the owner's saved contacts by name (the first MAX_SAVED_CONTACTS_LISTED), with the count. */
export const savedContactsResponseSchema = z.object({
  contacts: z.array(savedContactSchema),
  summary: savedContactsSummarySchema,
});
export type SavedContactsResponse = z.infer<typeof savedContactsResponseSchema>;

/**
 * POST /api/contacts (201 new, 200 when the address was already saved: that contact, unchanged) and
 * PATCH /api/contacts/:id (200): the contact, with the count.
 */
export const savedContactResponseSchema = z.object({
  contact: savedContactSchema,
  summary: savedContactsSummarySchema,
});
export type SavedContactResponse = z.infer<typeof savedContactResponseSchema>;

/** DELETE /api/contacts/:id: the count after it. */
export const savedContactDeletedSchema = z.object({ summary: savedContactsSummarySchema });
export type SavedContactDeleted = z.infer<typeof savedContactDeletedSchema>;
