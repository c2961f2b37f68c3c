import type { NotificationKind } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';

/** What a notification says and where it leads, in the recipient's language. */
export interface NotificationText {
  title: string;
  message: string;
  link: string | null;
}

const TEXTS: Record<NotificationKind, Record<Locale, NotificationText>> = {
  premium_started: {
    es: {
      title: 'Ya tienes Premium',
      message: 'Control por voz, marcador hablado y estadísticas detalladas ya están activos.',
      link: '/app',
    },
    en: {
      title: 'You now have Premium',
      message: 'Voice control, the spoken score and detailed statistics are on.',
      link: '/app',
    },
  },
  premium_ended: {
    es: {
      title: 'Tu Premium ha terminado',
      message: 'Tu cuenta sigue con el plan gratuito y tus partidos siguen guardados.',
      link: '/precios',
    },
    en: {
      title: 'Your Premium has ended',
      message: 'Your account is on the free plan and your matches are still saved.',
      link: '/precios',
    },
  },
};

export function notificationText(kind: NotificationKind, locale: Locale): NotificationText {
  return TEXTS[kind][locale];
}
