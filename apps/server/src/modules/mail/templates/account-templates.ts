/** Transactional account e-mails: verification, welcome, password reset, sign-up attempt, test. */
import { renderEmail } from './layout';
import { defineTemplate } from './template';

/** Hours the verification link stays valid; the text says so. */
export const VERIFICATION_LINK_HOURS = 24;
/** Hours the reset link stays valid. */
export const RESET_LINK_HOURS = 1;

export const verificationEmail = defineTemplate<{ name: string; url: string }>({
  name: 'verification',
  category: 'transactional',
  sample: { name: 'Ana', url: 'https://marcador.example/api/auth/verify-email?token=sample' },
  render: (locale, { name, url }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Confirma tu email en Marcador',
          {
            preheader: 'Un clic y tu cuenta queda activa.',
            heading: `¡Hola, ${name}!`,
            paragraphs: [
              'Gracias por registrarte en Marcador. Confirma tu email para activar tu cuenta y empezar a llevar el marcador de tus partidos.',
            ],
            action: { label: 'Confirmar mi email', url },
            note: `El enlace caduca en ${VERIFICATION_LINK_HOURS} horas. Si no creaste una cuenta, ignora este correo.`,
          },
          links,
        )
      : renderEmail(
          locale,
          'Confirm your email for Marcador',
          {
            preheader: 'One click and your account is active.',
            heading: `Hi ${name}!`,
            paragraphs: [
              'Thanks for signing up for Marcador. Confirm your email to activate your account and start keeping the score of your matches.',
            ],
            action: { label: 'Confirm my email', url },
            note: `The link expires in ${VERIFICATION_LINK_HOURS} hours. If you did not create an account, ignore this email.`,
          },
          links,
        ),
});

export const welcomeEmail = defineTemplate<{ name: string }>({
  name: 'welcome',
  category: 'transactional',
  sample: { name: 'Ana' },
  render: (locale, { name }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          '¡Bienvenido a Marcador!',
          {
            preheader: 'Tu cuenta está lista.',
            heading: `¡Bienvenido, ${name}!`,
            paragraphs: [
              'Tu email está confirmado. Configura tu primer partido y lleva el marcador punto a punto.',
              'Con Premium también puedes llevar el marcador por voz, escuchar el resultado y ver estadísticas detalladas.',
            ],
            action: { label: 'Configurar un partido', url: `${links.appUrl}/setup` },
          },
          links,
        )
      : renderEmail(
          locale,
          'Welcome to Marcador!',
          {
            preheader: 'Your account is ready.',
            heading: `Welcome, ${name}!`,
            paragraphs: [
              'Your email is confirmed. Set up your first match and keep the score point by point.',
              'With Premium you can also keep the score by voice, hear it announced and see detailed statistics.',
            ],
            action: { label: 'Set up a match', url: `${links.appUrl}/setup` },
          },
          links,
        ),
});

export const passwordResetEmail = defineTemplate<{ name: string; url: string }>({
  name: 'password-reset',
  category: 'transactional',
  sample: { name: 'Ana', url: 'https://marcador.example/reset-password?token=sample' },
  render: (locale, { name, url }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Restablece tu contraseña de Marcador',
          {
            preheader: 'Elige una contraseña nueva.',
            heading: `Hola, ${name}`,
            paragraphs: ['Recibimos una solicitud para restablecer la contraseña de tu cuenta de Marcador.'],
            action: { label: 'Elegir una contraseña nueva', url },
            note: `El enlace caduca en ${RESET_LINK_HOURS} hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
          },
          links,
        )
      : renderEmail(
          locale,
          'Reset your Marcador password',
          {
            preheader: 'Choose a new password.',
            heading: `Hi ${name}`,
            paragraphs: ['We received a request to reset the password of your Marcador account.'],
            action: { label: 'Choose a new password', url },
            note: `The link expires in ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this email: your password stays the same.`,
          },
          links,
        ),
});

export const accountExistsEmail = defineTemplate<{ name: string; email: string }>({
  name: 'account-exists',
  category: 'transactional',
  sample: { name: 'Ana', email: 'ana@example.com' },
  render: (locale, { name, email }, links) => {
    const url = `${links.appUrl}/auth?email=${encodeURIComponent(email)}`;
    return locale === 'es'
      ? renderEmail(
          locale,
          'Intento de registro con tu email',
          {
            preheader: 'Ya tienes una cuenta de Marcador.',
            heading: `Hola, ${name}`,
            paragraphs: [
              'Alguien (quizás tú) intentó crear una cuenta de Marcador con este email, pero ya tienes una.',
              'Si olvidaste tu contraseña, puedes restablecerla desde la pantalla de inicio de sesión.',
            ],
            action: { label: 'Iniciar sesión', url },
            note: 'Si no fuiste tú, ignora este correo: tu cuenta no cambió.',
          },
          links,
        )
      : renderEmail(
          locale,
          'Sign-up attempt with your email',
          {
            preheader: 'You already have a Marcador account.',
            heading: `Hi ${name}`,
            paragraphs: [
              'Someone (maybe you) tried to create a Marcador account with this email, but you already have one.',
              'If you forgot your password, you can reset it from the sign-in screen.',
            ],
            action: { label: 'Sign in', url },
            note: 'If it was not you, ignore this email: your account did not change.',
          },
          links,
        );
  },
});

export const basicEmail = defineTemplate<Record<string, never>>({
  name: 'basic',
  category: 'transactional',
  sample: {},
  render: (locale, _data, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Correo de prueba de Marcador',
          {
            preheader: 'El envío de correo funciona.',
            heading: 'Correo de prueba',
            paragraphs: [
              'Este correo se envió desde la página de pruebas de correo. Si lo recibes, el envío funciona.',
            ],
          },
          links,
        )
      : renderEmail(
          locale,
          'Marcador test email',
          {
            preheader: 'Email delivery works.',
            heading: 'Test email',
            paragraphs: ['This email was sent from the email test page. If you received it, delivery works.'],
          },
          links,
        ),
});
