import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PROFILE_PASSWORD_SYMBOLS,
  passwordsMatch,
  profilePasswordChecks,
  profilePasswordIssue,
  signupPasswordChecks,
  signupPasswordIssue,
} from './passwords';

describe('signupPasswordIssue', () => {
  it.each([
    ['Abcdef1!', null],
    ['Contraseña9?', null],
    ['ÁRBOL-verde-7', null],
    ['Abcde1!', 'auth.errors.passwordWeak'], // 7 characters
    ['abcdefg1!', 'auth.errors.passwordWeak'], // no uppercase
    ['Abcdefgh!', 'auth.errors.passwordWeak'], // no digit
    ['Abcdefgh1', 'auth.errors.passwordWeak'], // no symbol
    ['Abcdefg1 ', 'auth.errors.passwordWeak'], // a space is not a symbol
    ['', 'auth.errors.passwordWeak'],
    [`Aa1!${'x'.repeat(124)}`, null], // exactly 128
    [`Aa1!${'x'.repeat(125)}`, 'auth.errors.passwordTooLong'],
  ])('%j -> %s', (password, expected) => {
    expect(signupPasswordIssue(password)).toBe(expected);
  });

  it('reports each part of the rule for a checklist', () => {
    expect(signupPasswordChecks('abc')).toEqual({ length: false, uppercase: false, digit: false, symbol: false });
    expect(signupPasswordChecks('Abcdefg1#')).toEqual({ length: true, uppercase: true, digit: true, symbol: true });
  });

  it('accepts any long-enough password that has an uppercase letter, a digit and a symbol', () => {
    const filler = fc.string({ unit: 'grapheme-ascii', minLength: 5, maxLength: 100 });
    fc.assert(
      fc.property(
        filler,
        fc.constantFrom('A', 'Ñ', 'Z'),
        fc.constantFrom('0', '7'),
        fc.constantFrom('!', '?', '€', '_'),
        (rest, upper, digit, symbol) => {
          expect(signupPasswordIssue(`${upper}${rest}${digit}${symbol}`)).toBeNull();
        },
      ),
    );
  });

  it('never accepts a password without an uppercase letter', () => {
    const noUppercase = fc.string({ unit: fc.constantFrom(...'abcxyzñé0123456789!?#-_ '), maxLength: 140 });
    fc.assert(
      fc.property(noUppercase, (password) => {
        expect(signupPasswordIssue(password)).not.toBeNull();
      }),
    );
  });

  it('never accepts a password shorter than 8 or longer than 128', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 129, maxLength: 300 })), (password) => {
        expect(signupPasswordIssue(password)).not.toBeNull();
      }),
    );
  });
});

describe('profilePasswordIssue', () => {
  it.each([
    ['Abc1!x', null],
    ['Abc1^', 'account.password.requirements'], // 5 characters
    ['Abcd1?', 'account.password.requirements'], // ? is not in !@#$%^&*
    ['abcd1!', 'account.password.requirements'],
    ['Abcde!', 'account.password.requirements'],
    [`Aa1!${'x'.repeat(125)}`, 'auth.errors.passwordTooLong'],
  ])('%j -> %s', (password, expected) => {
    expect(profilePasswordIssue(password)).toBe(expected);
  });

  it('accepts exactly the symbols !@#$%^&*', () => {
    for (const symbol of PROFILE_PASSWORD_SYMBOLS) expect(profilePasswordChecks(`Abc12${symbol}`).symbol).toBe(true);
    for (const symbol of '?-_.,;:+=()[]{}~') expect(profilePasswordChecks(`Abc12${symbol}`).symbol).toBe(false);
  });

  it('is never stricter on length than the sign-up rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MAX_LENGTH }), (password) => {
        if (signupPasswordChecks(password).length) expect(profilePasswordChecks(password).length).toBe(true);
      }),
    );
  });
});

describe('passwordsMatch', () => {
  it('compares exactly, spaces and case included', () => {
    expect(passwordsMatch('Abc1!xyz', 'Abc1!xyz')).toBe(true);
    expect(passwordsMatch('Abc1!xyz', 'abc1!xyz')).toBe(false);
    expect(passwordsMatch('Abc1!xyz', 'Abc1!xyz ')).toBe(false);
  });

  it('holds for a string and itself and fails for any different string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordsMatch(a, a)).toBe(true);
        expect(passwordsMatch(a, b)).toBe(a === b);
      }),
    );
  });
});
