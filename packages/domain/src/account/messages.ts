/**
 * Account copy in both interface languages. Validation rules return these keys, never text, so the
 * browser and the server can each render them in the reader's language. Spanish texts quote the
 * product specification verbatim; where the spec quotes English (the profile password change), the
 * English is verbatim and the Spanish is our translation.
 */

/** Interface language. */
export type Locale = 'es' | 'en';

/** Every interface language, default first. */
export const LOCALES: readonly Locale[] = ['es', 'en'];

const es = {
  'auth.errors.passwordWeak': 'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
  'auth.hints.passwordRequirements': 'Requiere: 8+ caracteres, mayúscula, número, símbolo.',
  'auth.errors.passwordTooLong': 'El password no puede tener más de {max} caracteres.',
  'auth.errors.passwordMismatch': 'Las contraseñas no coinciden',
  'auth.errors.requiredFields': 'Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.',
  'auth.errors.emailInvalid': 'Ingresa un email válido.',
  'auth.errors.usernameInvalid': 'El usuario debe tener entre {min} y {max} caracteres: letras, números, _ . o -.',
  'auth.hints.username': 'Entre {min} y {max} caracteres: letras, números, _ . o -',
  'auth.errors.usernameTaken': 'Ese nombre de usuario ya está en uso. Elige otro.',
  'auth.errors.ageInvalid': 'La edad debe ser un número entero entre 5 y 120.',
  'auth.errors.sportsRequired': 'Selecciona al menos un deporte',
  'auth.errors.fieldTooLong': 'El texto es demasiado largo.',
  'auth.errors.passwordBreached': 'Tu contraseña aparece en filtraciones ({n} veces). Elige otra diferente.',
  'auth.errors.captchaFailed': 'No pudimos comprobar que no eres un robot. Inténtalo de nuevo.',
  'auth.errors.invalidCredentials': 'Credenciales incorrectas. Revisa tu email y contraseña.',
  'auth.errors.emailNotVerified': 'Tu email aún no está confirmado. Te enviamos un nuevo enlace de confirmación.',
  'auth.errors.emailRequired': 'Por favor ingresa tu email primero',
  'auth.errors.accountDisabled':
    'Esta cuenta está desactivada. Escribe al administrador de Marcador si crees que es un error.',
  'auth.errors.tokenInvalid': 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  'auth.errors.rateLimited': 'Demasiados intentos. Intenta de nuevo en {seconds} s.',
  'auth.errors.notAuthenticated': 'Usuario no autenticado',
  'auth.errors.invalidOrigin': 'Solicitud rechazada: origen no permitido.',
  'auth.signup.successTitle': '¡Registro exitoso!',
  'auth.signup.checkEmail': 'Revisa tu email para confirmar tu cuenta.',
  'auth.reset.sentTitle': 'Email enviado',
  'auth.reset.sentDescription': 'Revisa tu email para restablecer tu contraseña',
  'auth.reset.failed': 'No se pudo enviar el email de recuperación',
  'auth.reset.done': 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
  'auth.resend.success': 'Correo reenviado',
  'auth.resend.successDescription': 'Revisa tu bandeja de entrada y la carpeta de SPAM.',
  'auth.resend.failed': 'No se pudo reenviar',
  'auth.resend.retryLater': 'Intenta de nuevo en unos minutos.',
  'account.password.updated': 'Contraseña actualizada correctamente',
  'account.password.requirements': 'La contraseña debe cumplir todos los requisitos de seguridad',
  'account.password.mismatch': 'Las contraseñas no coinciden',
  'account.password.failed': 'No se pudo cambiar la contraseña',
  'account.password.currentIncorrect': 'La contraseña actual no es correcta.',
  'admin.errors.masterAdminRequired': 'Acceso denegado: Se requieren permisos de Master Admin',
  'admin.errors.accessDeniedTitle': 'Acceso Denegado',
  'admin.errors.verificationFailed': 'Falló la verificación de permisos',
  'admin.errors.verificationError': 'Error verificando permisos de administrador',
  'admin.errors.accountNotFound': 'No hay ninguna cuenta con ese email.',
  'admin.errors.alreadyAdmin': 'Esa cuenta ya es administradora.',
  'admin.errors.notAdmin': 'Esa cuenta no es administradora.',
  'admin.errors.removeSelf': 'No puedes quitarte a ti mismo como administrador.',
  'admin.errors.lastAdmin': 'No se puede quitar al último administrador.',
  'admin.errors.planNotManual': 'El Premium de esta cuenta es una suscripción de pago: no se cambia desde aquí.',
  'admin.errors.notManualPremium': 'Esta cuenta no tiene un Premium asignado a mano.',
  'admin.errors.alreadyVerified': 'Esta cuenta ya confirmó su email.',
  'admin.errors.disableSelf': 'No puedes desactivar tu propia cuenta.',
  'admin.errors.disableAdmin': 'Esta cuenta es administradora: quítale ese rol antes de desactivarla.',
  'admin.errors.alreadyDisabled': 'Esta cuenta ya está desactivada.',
  'admin.errors.notDisabled': 'Esta cuenta no está desactivada.',
  'admin.errors.disabledAccount': 'Esta cuenta está desactivada: actívala antes de hacerla administradora.',
  'plan.errors.premiumRequired': 'Esta función es parte de Premium.',
  'plan.errors.historyLimit':
    'Este partido ya no está en tu historial: el plan gratuito muestra tus últimos {limit} partidos terminados. Premium muestra el historial completo.',
  'email.errors.unsubscribeInvalid': 'El enlace para darte de baja no es válido.',
  'admin.stressTest.running': 'Ya hay una prueba de estrés en curso. Espera a que termine para empezar otra.',
  'admin.stressTest.unavailable': 'El servidor no escucha en 127.0.0.1: la prueba de estrés no puede empezar.',
  'network.errors.contactsLimit':
    'El plan gratuito permite hasta {limit} contactos. Con Premium tu red no tiene límite.',
  'network.errors.theirContactsLimit': 'Este jugador ya tiene los {limit} contactos que permite su plan gratuito.',
  'network.errors.blocked': 'Bloqueaste a este jugador. Desbloquéalo para enviarle una solicitud.',
  'network.errors.requestSelf': 'No puedes enviarle una solicitud a tu propia cuenta.',
  'network.errors.blockSelf': 'No puedes bloquear tu propia cuenta.',
  'invitations.errors.emailRequired': 'Por favor, ingresa un email',
  'invitations.errors.self': 'Ese es tu propio email: invita a un amigo.',
  'invitations.errors.limit':
    'El plan gratuito permite {limit} invitaciones por email al mes. Con Premium puedes invitar sin límite.',
  'contacts.errors.limit':
    'El plan gratuito permite guardar hasta {limit} contactos. Con Premium puedes guardar todos los que quieras.',
  'contacts.errors.self': 'Ese es tu propio email: no hace falta guardarte como contacto.',
  'contacts.errors.emailTaken': 'Ya tienes otro contacto con ese email.',
} as const;

/** A message of the account area; validation results carry these. */
export type AccountMessageKey = keyof typeof es;

const en: Record<AccountMessageKey, string> = {
  'auth.errors.passwordWeak':
    'The password must have at least 8 characters, an uppercase letter, a number and a symbol.',
  'auth.hints.passwordRequirements': 'Requires: 8+ characters, uppercase, number, symbol.',
  'auth.errors.passwordTooLong': 'The password cannot be longer than {max} characters.',
  'auth.errors.passwordMismatch': 'Passwords do not match',
  'auth.errors.requiredFields': 'Please fill in the required fields: first name, last name, email and username.',
  'auth.errors.emailInvalid': 'Enter a valid email.',
  'auth.errors.usernameInvalid': 'The username must have {min} to {max} characters: letters, numbers, _ . or -.',
  'auth.hints.username': '{min} to {max} characters: letters, numbers, _ . or -',
  'auth.errors.usernameTaken': 'That username is taken. Choose another one.',
  'auth.errors.ageInvalid': 'Age must be a whole number between 5 and 120.',
  'auth.errors.sportsRequired': 'Select at least one sport',
  'auth.errors.fieldTooLong': 'The text is too long.',
  'auth.errors.passwordBreached': 'Your password appears in data breaches ({n} times). Choose a different one.',
  'auth.errors.captchaFailed': 'We could not check that you are not a robot. Please try again.',
  'auth.errors.invalidCredentials': 'Incorrect credentials. Check your email and password.',
  'auth.errors.emailNotVerified': 'Your email is not confirmed yet. We sent you a new confirmation link.',
  'auth.errors.emailRequired': 'Please enter your email first',
  'auth.errors.accountDisabled':
    'This account is disabled. Write to the Marcador administrator if you think this is a mistake.',
  'auth.errors.tokenInvalid': 'The link is invalid or has expired. Request a new one.',
  'auth.errors.rateLimited': 'Too many attempts. Try again in {seconds} s.',
  'auth.errors.notAuthenticated': 'User not authenticated',
  'auth.errors.invalidOrigin': 'Request rejected: origin not allowed.',
  'auth.signup.successTitle': 'Sign-up successful!',
  'auth.signup.checkEmail': 'Check your email to confirm your account.',
  'auth.reset.sentTitle': 'Email sent',
  'auth.reset.sentDescription': 'Check your email to reset your password',
  'auth.reset.failed': 'Could not send the recovery email',
  'auth.reset.done': 'Your password was changed. You can sign in now.',
  'auth.resend.success': 'Email resent',
  'auth.resend.successDescription': 'Check your inbox and your SPAM folder.',
  'auth.resend.failed': 'Could not resend',
  'auth.resend.retryLater': 'Try again in a few minutes.',
  'account.password.updated': 'Password updated successfully',
  'account.password.requirements': 'Password must meet all security requirements',
  'account.password.mismatch': "Passwords don't match",
  'account.password.failed': 'Could not change password',
  'account.password.currentIncorrect': 'The current password is not correct.',
  'admin.errors.masterAdminRequired': 'Access denied: Master Admin permissions required',
  'admin.errors.accessDeniedTitle': 'Access Denied',
  'admin.errors.verificationFailed': 'Permission check failed',
  'admin.errors.verificationError': 'Error checking administrator permissions',
  'admin.errors.accountNotFound': 'There is no account with that email.',
  'admin.errors.alreadyAdmin': 'That account is already an administrator.',
  'admin.errors.notAdmin': 'That account is not an administrator.',
  'admin.errors.removeSelf': "You can't remove yourself as an administrator.",
  'admin.errors.lastAdmin': "The last administrator can't be removed.",
  'admin.errors.planNotManual': "This account's Premium is a paid subscription: it is not changed from here.",
  'admin.errors.notManualPremium': 'This account has no Premium granted by hand.',
  'admin.errors.alreadyVerified': 'This account has already confirmed its email.',
  'admin.errors.disableSelf': "You can't disable your own account.",
  'admin.errors.disableAdmin': 'This account is an administrator: remove that role before disabling it.',
  'admin.errors.alreadyDisabled': 'This account is already disabled.',
  'admin.errors.notDisabled': 'This account is not disabled.',
  'admin.errors.disabledAccount': 'This account is disabled: enable it before making it an administrator.',
  'plan.errors.premiumRequired': 'This feature is part of Premium.',
  'plan.errors.historyLimit':
    'This match is no longer in your history: the free plan shows your latest {limit} finished matches. Premium shows your full history.',
  'email.errors.unsubscribeInvalid': 'The unsubscribe link is not valid.',
  'admin.stressTest.running': 'A stress test is already running. Wait for it to finish before starting another.',
  'admin.stressTest.unavailable': 'The server is not listening on 127.0.0.1: the stress test cannot start.',
  'network.errors.contactsLimit':
    'The free plan allows up to {limit} contacts. With Premium your network has no limit.',
  'network.errors.theirContactsLimit': 'This player already has the {limit} contacts their free plan allows.',
  'network.errors.blocked': 'You blocked this player. Unblock them to send a request.',
  'network.errors.requestSelf': "You can't send a request to yourself.",
  'network.errors.blockSelf': "You can't block yourself.",
  'invitations.errors.emailRequired': 'Please enter an email',
  'invitations.errors.self': 'That is your own email: invite a friend.',
  'invitations.errors.limit':
    'The free plan allows {limit} email invitations a month. With Premium you can invite without limit.',
  'contacts.errors.limit':
    'The free plan lets you save up to {limit} contacts. With Premium you can save as many as you like.',
  'contacts.errors.self': "That is your own email: you don't need to save yourself as a contact.",
  'contacts.errors.emailTaken': 'You already have another contact with that email.',
};

/** The account texts per language, keyed alike; `{name}` marks a parameter. */
export const accountMessages: Readonly<Record<Locale, Readonly<Record<AccountMessageKey, string>>>> = { es, en };

/** True when `value` is one of the account message keys. */
export function isAccountMessageKey(value: string): value is AccountMessageKey {
  return Object.hasOwn(es, value);
}

/** Parameters filled into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Renders a message in `locale`, replacing `{name}` placeholders from `params`.
 * A placeholder without a value stays visible rather than printing "undefined".
 */
export function formatAccountMessage(locale: Locale, key: AccountMessageKey, params: MessageParams = {}): string {
  return accountMessages[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
