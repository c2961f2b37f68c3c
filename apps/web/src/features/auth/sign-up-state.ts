import {
  type AccountField,
  type AccountMessageKey,
  type MessageParams,
  passwordsMatch,
  validateSignup,
} from '@marcador/domain';
import { blankRequired, EMPTY_PROFILE_FORM, type ProfileFormValues, toProfileInput } from '../../lib/profile-form';

/** Everything the sign-up form holds. */
export interface SignUpValues extends ProfileFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGN_UP: SignUpValues = { ...EMPTY_PROFILE_FORM, email: '', password: '', confirmPassword: '' };

/** Fields in the order the form shows them (account first), for focusing the first problem. */
export const SIGN_UP_FIELD_ORDER: readonly AccountField[] = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'username',
  'age',
  'skillLevel',
  'sports',
  'country',
  'state',
  'city',
];

const REQUIRED = ['firstName', 'lastName', 'email', 'username'] as const;

/** What the form shows after a check: a headline, messages under fields, and red-only marks. */
export interface FormProblems {
  /** The form-level message (spec: the required-fields sentence), or null. */
  alert: string | null;
  fields: Partial<Record<AccountField, string>>;
  /** Fields marked red whose message is the alert (blank required fields). */
  marked: ReadonlySet<AccountField>;
  /** Where focus goes: the first problem in form order. */
  first: AccountField | null;
}

export const NO_PROBLEMS: FormProblems = { alert: null, fields: {}, marked: new Set(), first: null };

type Text = (key: AccountMessageKey, params?: MessageParams) => string;

function firstInOrder(fields: Iterable<AccountField>): AccountField | null {
  const set = new Set(fields);
  return SIGN_UP_FIELD_ORDER.find((field) => set.has(field)) ?? null;
}

/**
 * The domain's sign-up rules applied to the form, with the spec's messages. The required-fields
 * rule has one sentence for all of them, so it becomes the headline and every blank required field
 * is marked; the other rules put their message under their field.
 */
export function signUpProblems(values: SignUpValues, text: Text): FormProblems {
  const issues = validateSignup({
    ...toProfileInput(values),
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  });
  if (issues.length === 0) return NO_PROBLEMS;
  let alert: string | null = null;
  const fields: Partial<Record<AccountField, string>> = {};
  let marked = new Set<AccountField>();
  for (const issue of issues) {
    if (issue.key === 'auth.errors.requiredFields') {
      alert = text(issue.key);
      marked = new Set(blankRequired(values, REQUIRED));
    } else {
      fields[issue.field] ??= text(issue.key, issue.params);
    }
  }
  return { alert, fields, marked, first: firstInOrder([...marked, ...(Object.keys(fields) as AccountField[])]) };
}

/** Spec section 5: the confirmation mismatch shows inline as soon as something is typed in it. */
export function inlineMismatch(values: Pick<SignUpValues, 'password' | 'confirmPassword'>, text: Text): string | null {
  if (values.confirmPassword === '' || passwordsMatch(values.password, values.confirmPassword)) return null;
  return text('auth.errors.passwordMismatch');
}

const KNOWN_FIELDS = new Set<string>(SIGN_UP_FIELD_ORDER);

/**
 * A server refusal as form problems: its field messages (already in our language) under their
 * fields; a required-fields refusal as the headline, like the client's own check.
 */
export function serverProblems(
  failure: { key?: string | undefined; message: string; fields: Readonly<Record<string, string>> },
  renames: Readonly<Record<string, AccountField>> = {},
): FormProblems {
  const fields: Partial<Record<AccountField, string>> = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    const field = renames[name] ?? name;
    if (KNOWN_FIELDS.has(field)) fields[field as AccountField] ??= message;
  }
  if (failure.key === 'auth.errors.requiredFields') {
    const marked = new Set(Object.keys(fields) as AccountField[]);
    return { alert: failure.message, fields: {}, marked, first: firstInOrder(marked) };
  }
  const named = Object.keys(fields) as AccountField[];
  return { alert: named.length === 0 ? failure.message : null, fields, marked: new Set(), first: firstInOrder(named) };
}
