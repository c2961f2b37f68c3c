import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAccountMessage } from './messages';
import {
  isValidAge,
  isValidEmail,
  isValidUsername,
  normalizeUsername,
  PROFILE_SPORTS,
  type ProfileInput,
  type SignupInput,
  USERNAME_LENGTH_PARAMS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  validateProfile,
  validateSignup,
} from './profile-fields';

const valid: SignupInput = {
  email: 'ana@example.com',
  password: 'Secreta1!',
  confirmPassword: 'Secreta1!',
  firstName: 'Ana',
  lastName: 'López',
  username: 'ana.lopez',
  age: null,
  skillLevel: null,
  sports: ['padel'],
  country: 'Mexico',
  state: '',
  city: '',
};

const keys = (input: SignupInput) => validateSignup(input).map((issue) => `${issue.field}:${issue.key}`);

describe('isValidEmail', () => {
  it.each([
    ['ana@example.com', true],
    ['  Ana.Lopez+padel@Club-Norte.example.mx ', true],
    ["o'neil_2@example.co", true],
    ['ana@', false],
    ['ana@example', false],
    ['ana@example.c', false],
    ['.ana@example.com', false],
    ['ana..lopez@example.com', false],
    ['ana.@example.com', false],
    ['ñandú@ejemplo.com', false],
    ['ana@ejémplo.com', false],
    ['ana@-example.com', false],
    ['ana lopez@example.com', false],
    [`${'a'.repeat(243)}@example.com`, false],
  ])('%j: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual([]);
  });

  it.each<[string, Partial<SignupInput>, string[]]>([
    ['missing first name', { firstName: '  ' }, ['firstName:auth.errors.requiredFields']],
    ['missing last name', { lastName: '' }, ['lastName:auth.errors.requiredFields']],
    ['missing e-mail', { email: '' }, ['email:auth.errors.requiredFields']],
    ['missing username', { username: '' }, ['username:auth.errors.requiredFields']],
    ['several missing: one message', { firstName: '', username: '' }, ['firstName:auth.errors.requiredFields']],
    ['a malformed e-mail', { email: 'ana@' }, ['email:auth.errors.emailInvalid']],
    ['a weak password', { password: 'secreta', confirmPassword: 'secreta' }, ['password:auth.errors.passwordWeak']],
    ['different confirmation', { confirmPassword: 'Secreta1?' }, ['confirmPassword:auth.errors.passwordMismatch']],
    ['a short username', { username: 'an' }, ['username:auth.errors.usernameInvalid']],
    ['a username with spaces', { username: 'ana lopez' }, ['username:auth.errors.usernameInvalid']],
    ['an age with decimals', { age: 20.5 }, ['age:auth.errors.ageInvalid']],
    ['an age of 4', { age: 4 }, ['age:auth.errors.ageInvalid']],
    ['no sport', { sports: [] }, ['sports:auth.errors.sportsRequired']],
    ['only unknown sports', { sports: ['golf'] }, ['sports:auth.errors.sportsRequired']],
    ['an over-long city', { city: 'x'.repeat(101) }, ['city:auth.errors.fieldTooLong']],
    [
      'everything wrong at once, required first',
      { password: 'x', confirmPassword: 'y', lastName: '', sports: [] },
      [
        'lastName:auth.errors.requiredFields',
        'password:auth.errors.passwordWeak',
        'confirmPassword:auth.errors.passwordMismatch',
        'sports:auth.errors.sportsRequired',
      ],
    ],
  ])('reports %s', (_label, change, expected) => {
    expect(keys({ ...valid, ...change })).toEqual(expected);
  });

  it('passes the maximum length to the too-long password message', () => {
    const long = `Aa1!${'x'.repeat(200)}`;
    expect(validateSignup({ ...valid, password: long, confirmPassword: long })).toEqual([
      { field: 'password', key: 'auth.errors.passwordTooLong', params: { max: 128 } },
    ]);
  });

  it('accepts every non-empty choice of known sports', () => {
    fc.assert(
      fc.property(fc.subarray([...PROFILE_SPORTS], { minLength: 1 }), (sports) => {
        expect(validateSignup({ ...valid, sports })).toEqual([]);
      }),
    );
  });
});

describe('validateProfile', () => {
  const profile: ProfileInput = { ...valid };
  it('needs names and username but no e-mail or password', () => {
    expect(validateProfile(profile)).toEqual([]);
    expect(validateProfile({ ...profile, firstName: '' })).toEqual([
      { field: 'firstName', key: 'auth.errors.requiredFields' },
    ]);
  });
});

describe('usernames', () => {
  it.each([
    ['ana', true],
    ['Ana_Lopez-2.0', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['ab', false],
    ['ana!', false],
    ['añá', false],
    ['  ana  ', true],
  ])('%j valid: %s', (username, expected) => {
    expect(isValidUsername(username)).toBe(expected);
  });

  it('compares case-insensitively: normalising is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/), (username) => {
        expect(normalizeUsername(username.toUpperCase())).toBe(normalizeUsername(username.toLowerCase()));
        expect(normalizeUsername(normalizeUsername(username))).toBe(normalizeUsername(username));
        expect(isValidUsername(username)).toBe(true);
      }),
    );
  });
});

describe('isValidAge', () => {
  it('accepts exactly the whole numbers 5..120', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (age) => {
        expect(isValidAge(age)).toBe(Number.isInteger(age) && age >= 5 && age <= 120);
      }),
    );
    expect([4, 5, 120, 121].map(isValidAge)).toEqual([false, true, true, false]);
  });
});

describe('the username rule as forms state it', () => {
  it('names in its hint and its error the bounds the rule applies', () => {
    expect(isValidUsername('a'.repeat(USERNAME_MIN_LENGTH))).toBe(true);
    expect(isValidUsername('a'.repeat(USERNAME_MIN_LENGTH - 1))).toBe(false);
    expect(isValidUsername('a'.repeat(USERNAME_MAX_LENGTH))).toBe(true);
    expect(isValidUsername('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(false);
    expect(formatAccountMessage('es', 'auth.hints.username', USERNAME_LENGTH_PARAMS)).toBe(
      `Entre ${USERNAME_MIN_LENGTH} y ${USERNAME_MAX_LENGTH} caracteres: letras, números, _ . o -`,
    );
    expect(formatAccountMessage('en', 'auth.hints.username', USERNAME_LENGTH_PARAMS)).toBe(
      `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, numbers, _ . or -`,
    );
    const [issue] = validateSignup({ ...valid, username: 'a'.repeat(USERNAME_MAX_LENGTH + 1) });
    expect(issue && formatAccountMessage('es', issue.key, issue.params)).toBe(
      `El usuario debe tener entre ${USERNAME_MIN_LENGTH} y ${USERNAME_MAX_LENGTH} caracteres: letras, números, _ . o -.`,
    );
  });
});
