import { formatAccountMessage } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, inlineMismatch, type SignUpValues, serverProblems, signUpProblems } from './sign-up-state';

const es = (key: Parameters<typeof formatAccountMessage>[1], params?: Parameters<typeof formatAccountMessage>[2]) =>
  formatAccountMessage('es', key, params);

const valid: SignUpValues = {
  ...EMPTY_SIGN_UP,
  email: 'ana@example.com',
  password: 'Secreto#2026',
  confirmPassword: 'Secreto#2026',
  firstName: 'Ana',
  lastName: 'López',
  username: 'ana_l',
  sports: ['padel'],
};

describe('signUpProblems', () => {
  it('accepts a complete form', () => {
    expect(signUpProblems(valid, es)).toMatchObject({ alert: null, fields: {}, first: null });
  });

  it('shows the spec message for a weak password, verbatim', () => {
    const problems = signUpProblems({ ...valid, password: 'debil', confirmPassword: 'debil' }, es);
    expect(problems.fields.password).toBe(
      'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
    );
    expect(problems.first).toBe('password');
  });

  it('puts the required-fields sentence in the headline and marks every blank required field', () => {
    const problems = signUpProblems({ ...valid, firstName: ' ', username: '' }, es);
    expect(problems.alert).toBe('Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.');
    expect([...problems.marked].sort()).toEqual(['firstName', 'username']);
    expect(problems.first).toBe('firstName');
  });

  it('reports mismatched passwords and missing sports', () => {
    const problems = signUpProblems({ ...valid, confirmPassword: 'Secreto#2027', sports: [] }, es);
    expect(problems.fields).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
      sports: 'Selecciona al menos un deporte',
    });
    expect(problems.first).toBe('confirmPassword');
  });

  it('speaks English when asked', () => {
    const en = (key: Parameters<typeof formatAccountMessage>[1]) => formatAccountMessage('en', key);
    expect(signUpProblems({ ...valid, sports: [] }, en).fields.sports).toBe('Select at least one sport');
  });
});

describe('inlineMismatch', () => {
  it('stays quiet until the confirmation is typed', () => {
    expect(inlineMismatch({ password: 'Abc#1234', confirmPassword: '' }, es)).toBeNull();
    expect(inlineMismatch({ password: 'Abc#1234', confirmPassword: 'Abc#1234' }, es)).toBeNull();
    expect(inlineMismatch({ password: 'Abc#1234', confirmPassword: 'Abc#12' }, es)).toBe(
      'Las contraseñas no coinciden',
    );
  });
});

describe('serverProblems', () => {
  it('puts field messages under known fields and renames server fields', () => {
    expect(
      serverProblems(
        { key: 'auth.errors.passwordWeak', message: 'weak', fields: { newPassword: 'weak', other: 'x' } },
        { newPassword: 'password' },
      ),
    ).toMatchObject({ alert: null, fields: { password: 'weak' }, first: 'password' });
  });

  it('turns a required-fields refusal into the headline', () => {
    const problems = serverProblems({
      key: 'auth.errors.requiredFields',
      message: 'Por favor, completa...',
      fields: { firstName: 'Por favor, completa...' },
    });
    expect(problems.alert).toBe('Por favor, completa...');
    expect([...problems.marked]).toEqual(['firstName']);
  });

  it('uses the message as the headline when no field is named', () => {
    expect(serverProblems({ key: 'auth.errors.captchaFailed', message: 'robot', fields: {} }).alert).toBe('robot');
  });
});
