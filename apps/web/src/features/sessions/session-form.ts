import type { CourtSession, CreateSessionRequest, SessionPlayerInput, UpdateSessionRequest } from '@marcador/contracts';
import { MAX_SESSION_PLAYERS, SESSION_MINUTES_RANGE, SESSION_NOTES_MAX_LENGTH } from '@marcador/contracts/limits';
import { PLAYER_NAME_MAX_LENGTH } from '@marcador/domain';

/** A player of the form: one of the player's connections (by account) or a typed name. */
export interface PlayerDraft {
  readonly userId: string | null;
  readonly name: string;
}

/** The booking form: where (venue, court), when (the venue's date and start), how long, who, notes. */
export interface SessionDraft {
  venue: { id: string; name: string } | null;
  date: string;
  courtId: string;
  time: string;
  /** As typed; checked against SESSION_MINUTES_RANGE. */
  minutes: string;
  players: PlayerDraft[];
  notes: string;
}

/** The form's problems: field -> `sessions` namespace key. */
export type SessionIssues = Partial<Record<'venue' | 'date' | 'slot' | 'minutes' | 'players' | 'notes', string>>;

export function emptySessionDraft(date: string): SessionDraft {
  return { venue: null, date, courtId: '', time: '', minutes: '', players: [], notes: '' };
}

/** The form for changing a session: as it is booked. */
export function draftOfSession(session: CourtSession): SessionDraft {
  return {
    venue: { id: session.venue.id, name: session.venue.name },
    date: session.localDate,
    courtId: session.court.id,
    time: session.localStart,
    minutes: String(session.minutes),
    players: session.players.map(({ userId, name }) => ({ userId, name })),
    notes: session.notes,
  };
}

/**
 * Players a form may list besides the booker: a new booking has the player in it already (the
 * server puts them first), a session being changed lists everyone, its booker included.
 */
export function playersRoom(editing: boolean): number {
  return editing ? MAX_SESSION_PLAYERS : MAX_SESSION_PLAYERS - 1;
}

/** Why `name` (typed, or a connection's) cannot join the list: `null` when it can. */
export function newPlayerIssue(players: readonly PlayerDraft[], player: PlayerDraft, room: number): string | null {
  const name = player.name.trim();
  if (!name) return 'form.players.nameRequired';
  if (players.length >= room) return 'form.players.full';
  const same = (other: PlayerDraft) =>
    player.userId
      ? other.userId === player.userId
      : !other.userId && other.name.trim().toLowerCase() === name.toLowerCase();
  return players.some(same) ? 'form.players.already' : null;
}

export function sessionIssues(draft: SessionDraft, room: number): SessionIssues {
  const issues: SessionIssues = {};
  if (!draft.venue) issues.venue = 'form.errors.venueRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) issues.date = 'form.errors.dateRequired';
  if (!draft.courtId || !draft.time) issues.slot = 'form.errors.slotRequired';
  const minutes = Number(draft.minutes);
  if (
    draft.minutes.trim() !== '' &&
    (!Number.isInteger(minutes) || minutes < SESSION_MINUTES_RANGE.min || minutes > SESSION_MINUTES_RANGE.max)
  )
    issues.minutes = 'form.errors.minutesRange';
  if (draft.players.length > room) issues.players = 'form.players.full';
  if (draft.notes.trim().length > SESSION_NOTES_MAX_LENGTH) issues.notes = 'form.errors.notesTooLong';
  return issues;
}

/** The session's length: as typed, or the venue's when left empty. */
export function sessionMinutes(draft: SessionDraft, venueMinutes: number): number {
  return draft.minutes.trim() === '' ? venueMinutes : Number(draft.minutes);
}

function playerInputs(players: readonly PlayerDraft[]): SessionPlayerInput[] {
  return players.map((player) =>
    player.userId ? { userId: player.userId } : { name: player.name.trim().slice(0, PLAYER_NAME_MAX_LENGTH) },
  );
}

/** POST /api/sessions of a complete draft (`sessionIssues` empty). Empty minutes: the venue's length. */
export function createRequestOf(draft: SessionDraft): CreateSessionRequest {
  return {
    venueId: draft.venue?.id ?? '',
    courtId: draft.courtId,
    date: draft.date,
    time: draft.time,
    ...(draft.minutes.trim() ? { minutes: Number(draft.minutes) } : {}),
    players: playerInputs(draft.players),
    notes: draft.notes.trim(),
  };
}

const samePlayers = (a: readonly PlayerDraft[], b: readonly PlayerDraft[]) =>
  a.length === b.length &&
  a.every((player, index) => player.userId === b[index]?.userId && player.name === b[index]?.name);

/** PATCH /api/sessions/{id}: only what the form changed (an empty object when nothing did). */
export function updateRequestOf(draft: SessionDraft, session: CourtSession): UpdateSessionRequest {
  const before = draftOfSession(session);
  const changes: UpdateSessionRequest = {};
  if (draft.courtId !== before.courtId) changes.courtId = draft.courtId;
  if (draft.date !== before.date) changes.date = draft.date;
  if (draft.time !== before.time) changes.time = draft.time;
  if (draft.minutes.trim() && Number(draft.minutes) !== session.minutes) changes.minutes = Number(draft.minutes);
  if (!samePlayers(draft.players, before.players)) changes.players = playerInputs(draft.players);
  if (draft.notes.trim() !== session.notes) changes.notes = draft.notes.trim();
  return changes;
}
