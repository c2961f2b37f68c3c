/**
 * The rules of a contact saved by hand (a person without an account, or one whose account the user
 * does not follow): a name and an e-mail, the fields a match's invited player has. The API's
 * `savedContactInputSchema` is built from these bounds and the same pattern, and /add-player checks
 * with `savedContactIssues`, so the form and the server never disagree.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PLAYER_NAME_MAX_LENGTH } from '../account/profile-fields';

export interface SavedContactInput {
  readonly name: string;
  readonly email: string;
}

export type SavedContactField = keyof SavedContactInput;
/** What is wrong with a field. */
export type SavedContactProblem = 'required' | 'invalid' | 'too_long';

export interface SavedContactIssue {
  readonly field: SavedContactField;
  readonly problem: SavedContactProblem;
}

function nameProblem(name: string): SavedContactProblem | null {
  const length = name.trim().length;
  if (length === 0) return 'required';
  return length > PLAYER_NAME_MAX_LENGTH ? 'too_long' : null;
}

/** Surrounding spaces are forgiven (a pasted address often has them); the server stores it trimmed. */
function emailProblem(email: string): SavedContactProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'too_long';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}

/** One issue per broken field, name first; empty when the contact may be saved. */
export function savedContactIssues(input: SavedContactInput): SavedContactIssue[] {
  const problems: Array<[SavedContactField, SavedContactProblem | null]> = [
    ['name', nameProblem(input.name)],
    ['email', emailProblem(input.email)],
  ];
  return problems.flatMap(([field, problem]) => (problem ? [{ field, problem }] : []));
}

/** How a saved contact's address is stored and compared: trimmed and lower case. */
export function savedContactEmail(email: string): string {
  return email.trim().toLowerCase();
}
