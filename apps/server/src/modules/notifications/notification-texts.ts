import type { NotificationKind } from '@marcador/contracts';
import type { Locale, Sport } from '@marcador/domain';

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
/** The saved match an `added_to_match` notification is about: named by its creator and sport. */
export interface NotificationMatch {
  id: string;
  /** The creator's display name. */
  creatorName: string;
  sport: Sport;
}

type MatchKind = Extract<NotificationKind, 'added_to_match'>;

/** The round a `tournament_round` notification announces, and the recipient's court in it (decision 044). */
export interface NotificationRound {
  tournamentId: string;
  tournamentName: string;
  roundNumber: number;
  court: number;
}

type RoundKind = Extract<NotificationKind, 'tournament_round'>;

/** The decision on a venue application (decision 047): the club's name and, for a rejection, the reason. */
export interface NotificationVenue {
  venueName: string;
  /** The master admin's reason; null for an approval. */
  reason: string | null;
}

type VenueKind = Extract<NotificationKind, 'venue_approved' | 'venue_rejected'>;

/** The court session a player was added to (decision 048), on the venue's wall clock. */
export interface NotificationSession {
  id: string;
  venueName: string;
  courtName: string;
  /** `YYYY-MM-DD` and `HH:MM` at the venue. */
  date: string;
  time: string;
}

type SessionKind = Extract<NotificationKind, 'session_added' | 'session_cancelled'>;

/** What to tell a user: the kind, with the player, match, round, venue or session it is about for the kinds that name one. */
export type Notice =
  | { kind: Exclude<NotificationKind, PlayerKind | MatchKind | RoundKind | VenueKind | SessionKind> }
  | { kind: PlayerKind; player: NotificationPlayer }
  | { kind: MatchKind; match: NotificationMatch }
  | { kind: RoundKind; round: NotificationRound }
  | { kind: VenueKind; venue: NotificationVenue }
  | { kind: SessionKind; session: NotificationSession };

const TEXTS: Record<
  Exclude<NotificationKind, PlayerKind | MatchKind | RoundKind | VenueKind | SessionKind>,
  Record<Locale, NotificationText>
> = {
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
  // The page of the friend who signed up through the inviter's link.
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

const SPORT_NAMES: Record<Locale, Record<Sport, string>> = {
  es: { tennis: 'tenis', padel: 'pádel' },
  en: { tennis: 'tennis', padel: 'padel' },
};

/** Where a participant reads a match they were added to: its summary, read-only (decision 033). */
export const participationPath = (matchId: string) => `/match-summary?id=${encodeURIComponent(matchId)}&as=participant`;

const MATCH_TEXTS: Record<Locale, (match: NotificationMatch) => NotificationText> = {
  es: ({ id, creatorName, sport }) => ({
    title: 'Te añadieron a un partido',
    message: `${creatorName} te añadió como participante en un partido de ${SPORT_NAMES.es[sport]}.`,
    link: participationPath(id),
  }),
  en: ({ id, creatorName, sport }) => ({
    title: 'You were added to a match',
    message: `${creatorName} added you as a participant in a ${SPORT_NAMES.en[sport]} match.`,
    link: participationPath(id),
  }),
};

/** The tournament's rotation page (spec: /tournament-rotation?tournamentId=...&name=...). */
const rotationPath = ({ tournamentId, tournamentName }: NotificationRound) =>
  `/tournament-rotation?${new URLSearchParams({ tournamentId, name: tournamentName })}`;

const ROUND_TEXTS: Record<Locale, (round: NotificationRound) => NotificationText> = {
  es: (round) => ({
    title: `Empieza la ronda ${round.roundNumber}`,
    message: `${round.tournamentName}: juegas en la pista ${round.court}.`,
    link: rotationPath(round),
  }),
  en: (round) => ({
    title: `Round ${round.roundNumber} is starting`,
    message: `${round.tournamentName}: you play on court ${round.court}.`,
    link: rotationPath(round),
  }),
};

/** The approved go to their venue's area; the rejected to the waiting page, which offers a new application. */
const VENUE_TEXTS: Record<VenueKind, Record<Locale, (venue: NotificationVenue) => NotificationText>> = {
  venue_approved: {
    es: ({ venueName }) => ({
      title: 'Solicitud de club aprobada',
      message: `Ya administras ${venueName}.`,
      link: '/court-admin',
    }),
    en: ({ venueName }) => ({
      title: 'Club application approved',
      message: `You now manage ${venueName}.`,
      link: '/court-admin',
    }),
  },
  venue_rejected: {
    es: ({ venueName, reason }) => ({
      title: 'Solicitud de club rechazada',
      message: `${venueName} no fue aprobado. Motivo: ${reason ?? ''}`,
      link: '/court-admin/pending',
    }),
    en: ({ venueName, reason }) => ({
      title: 'Club application rejected',
      message: `${venueName} was not approved. Reason: ${reason ?? ''}`,
      link: '/court-admin/pending',
    }),
  },
};

/** The session's day as people say it: "sábado, 28 de noviembre", "Saturday 28 November". */
const SESSION_DAYS: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};
const sessionDay = (date: string, locale: Locale) => SESSION_DAYS[locale].format(new Date(`${date}T00:00:00Z`));

/** Where and when, as the player reads it: "Club, Pista 2: sábado, 28 de noviembre a las 18:00". */
const sessionPlace = (session: NotificationSession, locale: Locale) =>
  `${session.venueName}, ${session.courtName}: ${sessionDay(session.date, locale)} ${locale === 'es' ? 'a las' : 'at'} ${session.time}`;
/** The session's page, where the player reads it (and starts a match from it when it is time). */
const sessionLink = (session: NotificationSession) => `/sessions/${encodeURIComponent(session.id)}`;

const SESSION_TEXTS: Record<SessionKind, Record<Locale, (session: NotificationSession) => NotificationText>> = {
  session_added: {
    es: (session) => ({
      title: 'Te han añadido a una sesión',
      message: `${sessionPlace(session, 'es')}.`,
      link: sessionLink(session),
    }),
    en: (session) => ({
      title: 'You were added to a session',
      message: `${sessionPlace(session, 'en')}.`,
      link: sessionLink(session),
    }),
  },
  session_cancelled: {
    es: (session) => ({
      title: 'Sesión cancelada',
      message: `${sessionPlace(session, 'es')}. Ya no se juega: la pista queda libre.`,
      link: sessionLink(session),
    }),
    en: (session) => ({
      title: 'Session cancelled',
      message: `${sessionPlace(session, 'en')}. It will not be played: the court is free.`,
      link: sessionLink(session),
    }),
  },
};

export function notificationText(notice: Notice, locale: Locale): NotificationText {
  if ('session' in notice) return SESSION_TEXTS[notice.kind][locale](notice.session);
  if ('venue' in notice) return VENUE_TEXTS[notice.kind][locale](notice.venue);
  if ('player' in notice) return PLAYER_TEXTS[notice.kind][locale](notice.player);
  if ('match' in notice) return MATCH_TEXTS[locale](notice.match);
  if ('round' in notice) return ROUND_TEXTS[locale](notice.round);
  return TEXTS[notice.kind][locale];
}
