import type { NotificationKind } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';

/** What a notification says and where it leads, in the recipient's language. */
export interface NotificationText {
  title: string;
  message: string;
  link: string | null;
}

/** The other player a network notification is about: named in its text. */
export interface NotificationPlayer {
  id: string;
  /** Display name (first and last name). */
  name: string;
}

type PlayerKind = Extract<NotificationKind, 'connection_request' | 'connection_accepted' | 'friend_joined'>;

/** What to tell a user: the kind, and for the network's kinds the player it is about. */
export type Notice = { kind: Exclude<NotificationKind, PlayerKind> } | { kind: PlayerKind; player: NotificationPlayer };

const TEXTS: Record<Exclude<NotificationKind, PlayerKind>, Record<Locale, NotificationText>> = {
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

const PLAYER_TEXTS: Record<PlayerKind, Record<Locale, (player: NotificationPlayer) => NotificationText>> = {
  // The requests page, where it is accepted or declined.
  connection_request: {
    es: ({ name }) => ({
      title: 'Nueva solicitud de conexión',
      message: `${name} quiere conectar contigo.`,
      link: '/network/requests',
    }),
    en: ({ name }) => ({
      title: 'New connection request',
      message: `${name} wants to connect with you.`,
      link: '/network/requests',
    }),
  },
  // The page of the player who accepted.
  connection_accepted: {
    es: ({ id, name }) => ({
      title: 'Solicitud aceptada',
      message: `${name} aceptó tu solicitud de conexión.`,
      link: `/player/${encodeURIComponent(id)}`,
    }),
    en: ({ id, name }) => ({
      title: 'Request accepted',
      message: `${name} accepted your connection request.`,
      link: `/player/${encodeURIComponent(id)}`,
    }),
  },
  // The page of the friend who signed up through the inviter's link (decision 032).
  friend_joined: {
    es: ({ id, name }) => ({
      title: 'Tu amigo se unió',
      message: `${name} creó su cuenta con tu invitación.`,
      link: `/player/${encodeURIComponent(id)}`,
    }),
    en: ({ id, name }) => ({
      title: 'Your friend joined',
      message: `${name} created their account with your invitation.`,
      link: `/player/${encodeURIComponent(id)}`,
    }),
  },
};

export function notificationText(notice: Notice, locale: Locale): NotificationText {
  return 'player' in notice ? PLAYER_TEXTS[notice.kind][locale](notice.player) : TEXTS[notice.kind][locale];
}
