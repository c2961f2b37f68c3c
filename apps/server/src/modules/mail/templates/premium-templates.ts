/** Premium life cycle e-mails (decision 023): when a subscription starts granting Premium and when it stops. */
import { renderEmail } from './layout';
import { defineTemplate } from './template';

export const premiumWelcomeEmail = defineTemplate<{ name: string }>({
  name: 'premium-welcome',
  category: 'transactional',
  sample: { name: 'Ana' },
  render: (locale, { name }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Ya tienes Marcador Premium',
          {
            preheader: 'Control por voz, marcador hablado y estadísticas detalladas.',
            heading: `¡Gracias, ${name}!`,
            paragraphs: [
              'Tu suscripción Premium está activa: ya puedes llevar el marcador por voz, escuchar el resultado y ver estadísticas detalladas e historial completo.',
              'Premium cuesta 12 USD al mes y puedes cancelarlo cuando quieras desde la pestaña Plan de tu perfil: lo mantienes hasta el final del periodo pagado.',
            ],
            action: { label: 'Empezar un partido', url: `${links.appUrl}/app` },
          },
          links,
        )
      : renderEmail(
          locale,
          'You now have Marcador Premium',
          {
            preheader: 'Voice control, the spoken score and detailed statistics.',
            heading: `Thank you, ${name}!`,
            paragraphs: [
              'Your Premium subscription is active: you can now keep the score by voice, hear it announced and see detailed statistics and your full history.',
              'Premium costs 12 USD a month and you can cancel any time from the Plan tab of your profile: you keep it until the end of the paid period.',
            ],
            action: { label: 'Start a match', url: `${links.appUrl}/app` },
          },
          links,
        ),
});

export const premiumEndedEmail = defineTemplate<{ name: string }>({
  name: 'premium-ended',
  category: 'transactional',
  sample: { name: 'Ana' },
  render: (locale, { name }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Tu Marcador Premium ha terminado',
          {
            preheader: 'Tu cuenta sigue activa con el plan gratuito.',
            heading: `Hola, ${name}`,
            paragraphs: [
              'Tu suscripción Premium ha terminado y tu cuenta pasa al plan gratuito. Tus partidos siguen guardados.',
              'Puedes volver a Premium cuando quieras para recuperar el control por voz, el marcador hablado y las estadísticas detalladas.',
            ],
            action: { label: 'Ver los planes', url: `${links.appUrl}/precios` },
          },
          links,
        )
      : renderEmail(
          locale,
          'Your Marcador Premium has ended',
          {
            preheader: 'Your account stays active on the free plan.',
            heading: `Hi ${name}`,
            paragraphs: [
              'Your Premium subscription has ended and your account is now on the free plan. Your matches are still saved.',
              'You can come back to Premium any time to get voice control, the spoken score and detailed statistics again.',
            ],
            action: { label: 'See the plans', url: `${links.appUrl}/precios` },
          },
          links,
        ),
});
