import type { ContactRequest } from '@marcador/contracts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  type ContactField,
  type ContactProblem,
  contactMessageIssues,
} from '@marcador/domain';

export type { ContactField };
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
/** Message length bounds, as the domain's contact rules (and so the contract) state them. */
export const MESSAGE_MIN = CONTACT_MESSAGE_MIN_LENGTH;
export const MESSAGE_MAX = CONTACT_MESSAGE_MAX_LENGTH;

/** Field -> i18n key of the message to show. */
export type ContactErrors = Partial<Record<ContactField, string>>;

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

const MESSAGE_KEYS: Record<ContactField, Partial<Record<ContactProblem, string>>> = {
  name: { required: 'contact.errors.nameRequired', too_long: 'contact.errors.nameTooLong' },
  email: {
    required: 'contact.errors.emailRequired',
    invalid: 'contact.errors.emailInvalid',
    too_long: 'contact.errors.emailTooLong',
  },
  message: { too_short: 'contact.errors.messageTooShort', too_long: 'contact.errors.messageTooLong' },
};

/**
 * Checks the form with the domain's contact rules, which the server's schema is built from;
 * returns translated-message keys per field.
 */
export function validateContact(values: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  for (const { field, problem } of contactMessageIssues(values)) {
    errors[field] = MESSAGE_KEYS[field][problem] ?? `contact.errors.${field}Invalid`;
  }
  return errors;
}

/**
 * The server's field errors (English, keyed by field path) in the visitor's language: our own
 * message for the value when we can tell what is wrong, else a per-field "check this" message.
 */
export function serverFieldErrors(fields: Readonly<Record<string, string>>, values: ContactRequest): ContactErrors {
  const local = validateContact(values);
  const errors: ContactErrors = {};
  for (const path of Object.keys(fields)) {
    const field = path.split('.')[0];
    if (isContactField(field)) errors[field] = local[field] ?? `contact.errors.${field}Invalid`;
  }
  return errors;
}
