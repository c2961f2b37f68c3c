import { type ContactRequest, contactRequestSchema } from '@marcador/contracts';

export type ContactField = keyof ContactRequest;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
/** Message length bounds, as in the contract (contactRequestSchema). */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Field -> i18n key of the message to show. */
export type ContactErrors = Partial<Record<ContactField, string>>;

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

function messageKey(field: ContactField, code: string, value: string): string {
  if (field === 'email') {
    if (value.trim() === '') return 'contact.errors.emailRequired';
    return code === 'too_big' ? 'contact.errors.emailTooLong' : 'contact.errors.emailInvalid';
  }
  if (field === 'name') return code === 'too_big' ? 'contact.errors.nameTooLong' : 'contact.errors.nameRequired';
  return code === 'too_big' ? 'contact.errors.messageTooLong' : 'contact.errors.messageTooShort';
}

/** Checks the form against the same schema the server uses; returns translated-message keys per field. */
export function validateContact(values: ContactRequest): ContactErrors {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = messageKey(field, issue.code, values[field]);
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
