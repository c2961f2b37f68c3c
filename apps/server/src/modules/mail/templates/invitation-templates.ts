/** Invitations (opt-out category `invitations`) and the court-admin notice. */
import type { Locale } from '@marcador/domain';
import { renderEmail } from './layout';
import { defineTemplate } from './template';

const signupUrl = (appUrl: string, email: string) => `${appUrl}/auth?mode=signup&email=${encodeURIComponent(email)}`;

export const courtAdminEmail = defineTemplate<{ name: string; venueName: string }>({
  name: 'court-admin',
  category: 'transactional',
  sample: { name: 'Ana', venueName: 'Club Pádel Norte' },
  render: (locale, { name, venueName }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          'Ya eres administrador de cancha en Marcador',
          {
            preheader: `Administras ${venueName}.`,
            heading: `Hola, ${name}`,
            paragraphs: [
              `Ahora administras ${venueName} en Marcador.`,
              'Desde el panel de Court Admin puedes gestionar las sesiones y los jugadores de tus canchas.',
            ],
            action: { label: 'Abrir Court Admin', url: `${links.appUrl}/court-admin` },
          },
          links,
        )
      : renderEmail(
          locale,
          'You are now a court admin on Marcador',
          {
            preheader: `You manage ${venueName}.`,
            heading: `Hi ${name}`,
            paragraphs: [
              `You now manage ${venueName} on Marcador.`,
              'From the Court Admin dashboard you can manage the sessions and players of your courts.',
            ],
            action: { label: 'Open Court Admin', url: `${links.appUrl}/court-admin` },
          },
          links,
        ),
});

/** The /invite-friends e-mail (decision 032): the sender's own words and their personal sign-up link. */
export interface PlayerInviteData {
  senderName: string;
  /** Cleaned by `invitationMessage`: lines joined by newlines; empty for none. */
  message: string;
  /** The sender's link (`/auth?mode=signup&invite=<code>`): signing up through it connects the two. */
  inviteUrl: string;
}

/** The sender's message as quoted paragraphs, one per line. */
function quotedLines(message: string): string[] {
  if (message === '') return [];
  const lines = message.split('\n');
  return lines.map((line, i) => `${i === 0 ? '“' : ''}${line}${i === lines.length - 1 ? '”' : ''}`);
}

export const playerInviteEmail = defineTemplate<PlayerInviteData>({
  name: 'player-invite',
  category: 'invitations',
  sample: {
    senderName: 'Carlos Ruiz',
    message: '¿Jugamos el sábado? Llevamos el marcador con esta app.',
    inviteUrl: 'https://marcador.example/auth?mode=signup&invite=abcdefghijklmnop',
  },
  render: (locale, { senderName, message, inviteUrl }, links) =>
    locale === 'es'
      ? renderEmail(
          locale,
          `${senderName} te invita a Marcador`,
          {
            preheader: 'Lleva el marcador de tus partidos de tenis y pádel.',
            heading: `${senderName} te invita a Marcador`,
            paragraphs: [
              `${senderName} te invita a llevar el marcador de tus partidos de tenis y pádel con Marcador.`,
              ...quotedLines(message),
            ],
            action: { label: 'Crear mi cuenta', url: inviteUrl },
            note: `Al crear tu cuenta con este enlace, ${senderName} y tú quedan conectados en Marcador. Si ya tienes una cuenta, inicia sesión y busca a ${senderName} en el directorio de jugadores.`,
          },
          links,
        )
      : renderEmail(
          locale,
          `${senderName} invites you to Marcador`,
          {
            preheader: 'Keep the score of your tennis and padel matches.',
            heading: `${senderName} invites you to Marcador`,
            paragraphs: [
              `${senderName} invites you to keep the score of your tennis and padel matches with Marcador.`,
              ...quotedLines(message),
            ],
            action: { label: 'Create my account', url: inviteUrl },
            note: `Create your account with this link and you and ${senderName} are connected on Marcador. Already have an account? Sign in and find ${senderName} in the players directory.`,
          },
          links,
        ),
});

/** The match the invitee played (spec: send-post-match-invite's match_data). */
export interface PostMatchInviteData {
  senderName: string;
  playerNames: readonly string[];
  /** `tenis` or `padel` (other values are shown as given). */
  sport: string;
  /** Date of the match as the sender's app displayed it. */
  matchDate: string;
  score: string;
  durationMinutes: number;
  email: string;
}

const sportLabel: Record<Locale, Record<string, string>> = {
  es: { tenis: 'Tenis', tennis: 'Tenis', padel: 'Pádel' },
  en: { tenis: 'Tennis', tennis: 'Tennis', padel: 'Padel' },
};

export const postMatchInviteEmail = defineTemplate<PostMatchInviteData>({
  name: 'post-match-invite',
  category: 'invitations',
  sample: {
    senderName: 'Carlos Ruiz',
    playerNames: ['Carlos Ruiz', 'Ana López', 'Luis Pérez', 'Marta Gil'],
    sport: 'padel',
    matchDate: '22/11/2026',
    score: '6-4, 3-6, 7-5',
    durationMinutes: 95,
    email: 'marta@example.com',
  },
  render: (locale, match, links) => {
    const sport = sportLabel[locale][match.sport] ?? match.sport;
    const players = match.playerNames.join(', ');
    const duration = `${match.durationMinutes} min`;
    return locale === 'es'
      ? renderEmail(
          locale,
          `Tu partido con ${match.senderName} está en Marcador`,
          {
            preheader: `${sport}: ${match.score}`,
            heading: 'Tu partido quedó registrado',
            paragraphs: [
              `${match.senderName} registró en Marcador un partido en el que jugaste. Crea tu cuenta para guardarlo en tu historial y ver tus estadísticas.`,
            ],
            details: [
              ['Jugadores', players],
              ['Deporte', sport],
              ['Fecha', match.matchDate],
              ['Resultado', match.score],
              ['Duración', duration],
            ],
            action: { label: 'Crear mi cuenta', url: signupUrl(links.appUrl, match.email) },
          },
          links,
        )
      : renderEmail(
          locale,
          `Your match with ${match.senderName} is on Marcador`,
          {
            preheader: `${sport}: ${match.score}`,
            heading: 'Your match was recorded',
            paragraphs: [
              `${match.senderName} recorded a match you played on Marcador. Create your account to keep it in your history and see your statistics.`,
            ],
            details: [
              ['Players', players],
              ['Sport', sport],
              ['Date', match.matchDate],
              ['Score', match.score],
              ['Duration', duration],
            ],
            action: { label: 'Create my account', url: signupUrl(links.appUrl, match.email) },
          },
          links,
        );
  },
});
