/**
 * What finishing a match writes besides the match itself: its players, the participants rows, the
 * session log and the post-match invitation e-mails. Pure: lookups arrive as arguments.
 */
import type { GameConfig, InvitedPlayer } from '@marcador/contracts';
import {
  DEFAULT_TEAM_NAMES,
  headerText,
  type Locale,
  type MatchEvent,
  type MatchState,
  playedSets,
  pointLog,
  type ScoreState,
  SIDES,
  seatedPlayers,
  seatPosition,
  setScoreText,
  sideNames,
  withScorer,
} from '@marcador/domain';
import type { MatchStatus, SessionLogPlayer, SessionLogPoint } from '../../db/schema';
import type { PostMatchInviteData } from '../mail/templates/invitation-templates';
import type { MatchRow, NewParticipant, SessionLog } from './matches.repository';

/** The user who kept the score (the match's owner). */
export interface Creator {
  id: string;
  email: string;
  name: string;
}

/** A player slot of the match with who fills it; `email` is set for invited players only. */
export interface RosterPlayer extends SessionLogPlayer {
  email: string | null;
}

/**
 * The accounts behind the invitees. `byEmail`: lower-case addresses of invitees by e-mail -> user id,
 * for those with an account. `connected`: ids of invitees by account who are the creator's
 * connections -> their lower-case address. An invitee by account who is not (or no longer) a
 * connection is in neither map: a name-only player, like a name typed at set-up (decision 031).
 */
export interface InviteeAccounts {
  byEmail: ReadonlyMap<string, string>;
  connected: ReadonlyMap<string, string>;
}

/** The address an invitee is written to and the account they are (each null when there is none). */
export function inviteeAccount(invitee: InvitedPlayer, registered: InviteeAccounts) {
  if ('email' in invitee) {
    const email = invitee.email.toLowerCase();
    return { email, userId: registered.byEmail.get(email) ?? null };
  }
  const email = registered.connected.get(invitee.userId) ?? null;
  return { email, userId: email === null ? null : invitee.userId };
}

/**
 * The players, place by place of the game type, named by the domain (`seatedPlayers`: the name typed at
 * set-up, else the invitee's who holds the place). The creator is taken to be team 1's first player
 * unless an invitee holds that place (the scoreboard's player1 is the user's own team), named by their
 * account when nobody typed a name there (`withScorer`).
 */
export function matchRoster(config: GameConfig, creator: Creator, registered: InviteeAccounts) {
  const named = withScorer(config, creator.name);
  return SIDES.flatMap((side) => {
    const team = side === 'player1' ? 1 : 2;
    return seatedPlayers(named, side).map((name, index): RosterPlayer => {
      const invitee = config.invitedPlayers.find((player) => player.position === seatPosition(side, index));
      const account = invitee ? inviteeAccount(invitee, registered) : null;
      const isCreator = !invitee && team === 1 && index === 0;
      const userId = account ? account.userId : isCreator ? creator.id : null;
      const position = index === 0 ? 1 : 2;
      return { name, user_id: userId, team, position, inNetwork: userId !== null, email: account?.email ?? null };
    });
  });
}

/** The creator and every invited player with an address, once per e-mail (spec: match_participants). */
export function participantsOf(
  matchId: string,
  config: GameConfig,
  creator: Creator,
  registered: InviteeAccounts,
): NewParticipant[] {
  const creatorEmail = creator.email.toLowerCase();
  const rows: NewParticipant[] = [
    { matchId, userId: creator.id, role: 'creator', playerName: creator.name, playerEmail: creatorEmail },
  ];
  const seen = new Set([creatorEmail]);
  for (const invitee of config.invitedPlayers) {
    const { email, userId } = inviteeAccount(invitee, registered);
    if (email === null || seen.has(email)) continue;
    seen.add(email);
    rows.push({ matchId, userId, role: 'participant', playerName: invitee.name.trim(), playerEmail: email });
  }
  return rows;
}

/** The invitees without an account, once each: they get the post-match invitation. */
export function unregisteredInvitees(config: GameConfig, creator: Creator, registered: InviteeAccounts) {
  const creatorEmail = creator.email.toLowerCase();
  const emails = config.invitedPlayers.flatMap((invitee) => {
    const { email, userId } = inviteeAccount(invitee, registered);
    return email !== null && userId === null ? [email] : [];
  });
  return [...new Set(emails)].filter((email) => email !== creatorEmail);
}

/** What a finish found: the match as locked, how it ends, and the fold of its log. */
export interface FinishFacts {
  match: MatchRow;
  status: MatchStatus;
  /** When the match began: the start button, else its first event, else its end. */
  startAt: Date;
  endedAt: Date;
  events: readonly MatchEvent[];
  state: MatchState;
  players: readonly RosterPlayer[];
}

/** When a match began: the start button, else its first event, else its end. */
export function matchStartAt(match: Pick<MatchRow, 'startedAt'>, state: MatchState, endedAt: Date): Date {
  return match.startedAt ?? (state.startedAt === null ? endedAt : new Date(state.startedAt));
}

/** The most seconds `match_session_logs.duration_seconds` (a 4-byte integer) holds: about 68 years. */
const MAX_STORED_DURATION_SECONDS = 2 ** 31 - 1;

/**
 * Whole seconds between start and end. Both come from device clocks, which may disagree or be set
 * decades off: the duration is never negative and never more than its column holds, so a wrong clock
 * can never stop a match from being finished.
 */
export function durationSeconds(facts: Pick<FinishFacts, 'startAt' | 'endedAt'>): number {
  const seconds = Math.round((facts.endedAt.getTime() - facts.startAt.getTime()) / 1000);
  return Math.min(MAX_STORED_DURATION_SECONDS, Math.max(0, seconds));
}

/** The session log of a finished match (completed or abandoned). */
export function sessionLogOf(facts: FinishFacts): SessionLog {
  const points: SessionLogPoint[] = pointLog(facts.match.rules, facts.events).map((point) => ({
    timestamp: new Date(point.at).toISOString(),
    scorer: point.scorer,
    set: point.set,
    games: [point.games.player1, point.games.player2],
    points: [point.points.player1, point.points.player2],
  }));
  return {
    matchId: facts.match.id,
    userId: facts.match.ownerId,
    startAt: facts.startAt,
    endAt: facts.endedAt,
    durationSeconds: durationSeconds(facts),
    players: facts.players.map(({ email: _email, ...player }) => player),
    points,
    metadata: { source: 'web', status: facts.status },
  };
}

/**
 * The score as a line, team 1 first: the sets played (domain `playedSets`: the finished ones, then
 * the set in play when it has begun) ("6-4, 3-2"); a set won in a tie-break shows the loser's tie-break
 * points ("7-6(5)"), a tie-break in play both scores ("6-4, 6-6 (5-3)") (domain `setScoreText`).
 */
export function scoreLine(score: ScoreState): string {
  const sets = playedSets(score).map((set) => setScoreText(set));
  return sets.length > 0 ? sets.join(', ') : '0-0';
}

/** How the invitation is written: in the sender's language, with the date in the sender's time zone. */
export interface InvitationStyle {
  sender: Creator;
  locale: Locale;
  timeZone: string;
}

/**
 * The post-match invitation's data for one invitee (spec: send-post-match-invite's match_data). Every
 * name was typed by someone, so each loses its control and bidi characters, in the subject and the body.
 */
export function invitationData(facts: FinishFacts, style: InvitationStyle, email: string): PostMatchInviteData {
  const { config } = facts.match;
  const named = facts.players.map((player) => headerText(player.name)).filter((name) => name !== '');
  const sides = sideNames(withScorer(config, style.sender.name), DEFAULT_TEAM_NAMES[style.locale]);
  return {
    senderName: headerText(style.sender.name),
    playerNames: named.length > 0 ? named : SIDES.map((side) => headerText(sides[side])),
    sport: facts.state.rules.sport,
    matchDate: new Intl.DateTimeFormat(style.locale, { dateStyle: 'long', timeZone: style.timeZone }).format(
      facts.startAt,
    ),
    score: scoreLine(facts.state.score),
    durationMinutes: Math.round(durationSeconds(facts) / 60),
    email,
  };
}
