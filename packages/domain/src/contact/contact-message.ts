/**
 * The public contact form's rules. The API's `contactRequestSchema` is built from these bounds and
 * the same e-mail pattern, and the form checks with `contactMessageIssues`, so the two never disagree.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../account/profile-fields';

/** Longest name, after trimming. */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Shortest and longest message, after trimming. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export type ContactField = keyof ContactInput;
/** What is wrong with a field; `required` only for a blank name or address. */
export type ContactProblem = 'required' | 'invalid' | 'too_short' | 'too_long';

export interface ContactIssue {
  readonly field: ContactField;
  readonly problem: ContactProblem;
}

function nameProblem(name: string): ContactProblem | null {
  const length = name.trim().length;
  if (length === 0) return 'required';
  return length > CONTACT_NAME_MAX_LENGTH ? 'too_long' : null;
}

/** The address is checked as typed (not trimmed), as the schema's e-mail format does. */
function emailProblem(email: string): ContactProblem | null {
  if (email.trim() === '') return 'required';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return email.length > EMAIL_MAX_LENGTH ? 'too_long' : null;
}

function messageProblem(message: string): ContactProblem | null {
  const length = message.trim().length;
  if (length < CONTACT_MESSAGE_MIN_LENGTH) return 'too_short';
  return length > CONTACT_MESSAGE_MAX_LENGTH ? 'too_long' : null;
}

/** One issue per field the form breaks, in the form's order; empty when it may be sent. */
export function contactMessageIssues(input: ContactInput): ContactIssue[] {
  const problems: [ContactField, ContactProblem | null][] = [
    ['name', nameProblem(input.name)],
    ['email', emailProblem(input.email)],
    ['message', messageProblem(input.message)],
  ];
  return problems.flatMap(([field, problem]) => (problem ? [{ field, problem }] : []));
}
