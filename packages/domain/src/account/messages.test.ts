import { describe, expect, it } from 'vitest';
import { accountMessages, formatAccountMessage, isAccountMessageKey } from './messages';

describe('accountMessages', () => {
  it('has the same keys in Spanish and English, none empty', () => {
    expect(Object.keys(accountMessages.en).sort()).toEqual(Object.keys(accountMessages.es).sort());
    for (const text of [...Object.values(accountMessages.es), ...Object.values(accountMessages.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it.each([
    [
      'auth.errors.passwordWeak',
      'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
    ],
    ['auth.hints.passwordRequirements', 'Requiere: 8+ caracteres, mayúscula, número, símbolo.'],
    ['auth.errors.passwordMismatch', 'Las contraseñas no coinciden'],
    ['auth.errors.requiredFields', 'Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.'],
    ['auth.errors.sportsRequired', 'Selecciona al menos un deporte'],
    ['auth.errors.passwordBreached', 'Tu contraseña aparece en filtraciones ({n} veces). Elige otra diferente.'],
    ['auth.errors.invalidCredentials', 'Credenciales incorrectas. Revisa tu email y contraseña.'],
    ['auth.errors.emailRequired', 'Por favor ingresa tu email primero'],
    ['auth.resend.success', 'Correo reenviado'],
    ['auth.resend.failed', 'No se pudo reenviar'],
    ['auth.reset.failed', 'No se pudo enviar el email de recuperación'],
    ['auth.reset.sentTitle', 'Email enviado'],
    ['auth.reset.sentDescription', 'Revisa tu email para restablecer tu contraseña'],
    ['auth.signup.successTitle', '¡Registro exitoso!'],
    ['auth.errors.notAuthenticated', 'Usuario no autenticado'],
    ['admin.errors.masterAdminRequired', 'Acceso denegado: Se requieren permisos de Master Admin'],
    ['admin.errors.accessDeniedTitle', 'Acceso Denegado'],
    ['admin.errors.verificationFailed', 'Falló la verificación de permisos'],
    ['admin.errors.verificationError', 'Error verificando permisos de administrador'],
  ] as const)('quotes the spec in Spanish for %s', (key, text) => {
    expect(accountMessages.es[key]).toBe(text);
  });

  it.each([
    ['account.password.updated', 'Password updated successfully'],
    ['account.password.requirements', 'Password must meet all security requirements'],
    ['account.password.mismatch', "Passwords don't match"],
    ['account.password.failed', 'Could not change password'],
  ] as const)('quotes the spec in English for %s', (key, text) => {
    expect(accountMessages.en[key]).toBe(text);
  });
});

describe('formatAccountMessage', () => {
  it('fills placeholders in either language', () => {
    expect(formatAccountMessage('es', 'auth.errors.passwordBreached', { n: 3 })).toBe(
      'Tu contraseña aparece en filtraciones (3 veces). Elige otra diferente.',
    );
    expect(formatAccountMessage('en', 'auth.errors.passwordBreached', { n: 3 })).toBe(
      'Your password appears in data breaches (3 times). Choose a different one.',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatAccountMessage('es', 'auth.errors.rateLimited')).toContain('{seconds}');
  });

  it('recognises its keys and nothing else', () => {
    expect(isAccountMessageKey('auth.errors.passwordWeak')).toBe(true);
    expect(isAccountMessageKey('toString')).toBe(false);
  });
});
