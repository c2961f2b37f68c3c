import {
  INVITE_POSITIONS,
  type InvitePosition,
  MAX_INVITED_PLAYERS,
  OFFERED_POSITIONS,
} from '@marcador/contracts/limits';

/*
 * The set-up form's draft, kept in this tab while the player goes to pick a contact and comes back
 * (/setup -> /contacts?pick=setup -> /setup; decision 031). /setup writes the whole draft on every
 * change and reads it back on opening; the contacts page adds the picked player to its invitees.
 * Session storage: the draft belongs to this tab's set-up, and starting the match clears it. What is
 * read back is only a hint (any script may write storage): /setup checks every field (setup-model.ts).
 */

/** sessionStorage key of the draft. */
export const SETUP_DRAFT_KEY = 'setupDraft';

export type { InvitePosition };

/** An invited player of the draft: by e-mail (typed, or a saved contact), or by account (`userId`, a connection). */
export interface DraftInvite {
  email: string;
  name: string;
  position: InvitePosition;
  /** Set for a player of the user's network: the server seats them by account, without an address. */
  userId?: string;
}

/** A player chosen on the contacts page. */
export type PickedPlayer = { name: string } & ({ email: string } | { userId: string });

/** What picking did: added to a free place, already among the invitees, or no place left (at most 3). */
export type PickOutcome = 'added' | 'already' | 'full';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft as it was written (unchecked), or null. */
export function readSetupDraft(store: Storage | undefined = storage()): unknown {
  try {
    const raw = store?.getItem(SETUP_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeSetupDraft(draft: object, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(SETUP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the round trip to the contacts then starts the form afresh.
  }
}

export function clearSetupDraft(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(SETUP_DRAFT_KEY);
  } catch {
    // See writeSetupDraft.
  }
}

/** The draft's invitees that look like invitees (the rest is /setup's to check). */
export function draftInvites(draft: unknown): DraftInvite[] {
  if (!draft || typeof draft !== 'object') return [];
  const invites = (draft as { invites?: unknown }).invites;
  if (!Array.isArray(invites)) return [];
  return invites.filter((invite): invite is DraftInvite => {
    if (!invite || typeof invite !== 'object') return false;
    const { email, name, position, userId } = invite as Record<string, unknown>;
    return (
      typeof email === 'string' &&
      typeof name === 'string' &&
      (INVITE_POSITIONS as readonly unknown[]).includes(position) &&
      (userId === undefined || typeof userId === 'string')
    );
  });
}

/** True when the invitee stands for the picked player (the same account, or the same address). */
export function isPicked(invite: DraftInvite, player: PickedPlayer): boolean {
  if ('userId' in player) return invite.userId === player.userId;
  return invite.userId === undefined && invite.email.trim().toLowerCase() === player.email.trim().toLowerCase();
}

/**
 * The places an invitee may take in the game type, in the order they are filled: in doubles the user's
 * partner first, then the rivals; in singles the rival only (the user keeping the score plays team 1).
 */
export const offeredPositions = (isDoubles: boolean): readonly InvitePosition[] =>
  OFFERED_POSITIONS[isDoubles ? 'doubles' : 'singles'];

/** The first offered place no invitee holds; undefined when every one is taken. */
function freePosition(invites: readonly DraftInvite[], isDoubles: boolean): InvitePosition | undefined {
  return offeredPositions(isDoubles).find((position) => !invites.some((invite) => invite.position === position));
}

/** The game type a stored draft plays: doubles unless it says singles (a new set-up's default). */
export const draftIsDoubles = (draft: unknown): boolean =>
  (draft as { isDoubles?: unknown } | null)?.isDoubles !== false;

/** The place the stored draft's next invitee takes; undefined when 3 are invited or its game type has none free. */
export function nextPlace(draft: unknown): InvitePosition | undefined {
  const invites = draftInvites(draft);
  return invites.length >= MAX_INVITED_PLAYERS ? undefined : freePosition(invites, draftIsDoubles(draft));
}

/**
 * Adds the picked player to the stored draft's invitees, in the first free place of its game type,
 * unless they are already invited or no place is left (spec: at most 3 invited players per match).
 */
export function pickInvitee(player: PickedPlayer, store: Storage | undefined = storage()): PickOutcome {
  const stored = readSetupDraft(store);
  const draft = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const invites = draftInvites(draft);
  if (invites.some((invite) => isPicked(invite, player))) return 'already';
  const position = nextPlace(draft);
  if (!position) return 'full';
  const invite: DraftInvite =
    'userId' in player
      ? { email: '', name: player.name, position, userId: player.userId }
      : { email: player.email, name: player.name, position };
  writeSetupDraft({ ...draft, invites: [...invites, invite] }, store);
  return 'added';
}
