import type { ConnectionState } from '@marcador/contracts';
import type { ConnectionAction, RequestDirection } from './network-api';

/** What a connection control shows: a status (none when null) and its buttons, the main one first. */
export interface ConnectionControls {
  status: 'sent' | 'connected' | 'blocked' | null;
  actions: ConnectionAction[];
}

/** Changes that are not undone with one press (a removed contact has to accept again): they ask first. */
export function asksFirst(action: ConnectionAction): boolean {
  return action === 'remove' || action === 'block';
}

/**
 * A player card's one control in a list (search, directory): connect, or accept a player who asked
 * first (a request to them accepts theirs, so the card needs no request id). Other states show what
 * they are; cancelling, declining, removing and blocking are on the player's page, where the person
 * is in front of the viewer.
 */
export function cardControls(state: ConnectionState): ConnectionControls {
  switch (state) {
    case 'none':
      return { status: null, actions: ['connect'] };
    case 'incoming':
      return { status: null, actions: ['accept'] };
    case 'outgoing':
      return { status: 'sent', actions: [] };
    case 'connected':
      return { status: 'connected', actions: [] };
    case 'blocked':
      return { status: 'blocked', actions: [] };
    case 'self':
      return { status: null, actions: [] };
  }
}

/**
 * The player page's controls: every change the state allows, then blocking (or unblocking) last.
 * Cancelling and declining need the pending request's id; without one (a request answered in the
 * meantime) they are left out until the page reads the player again.
 */
export function profileControls(state: ConnectionState, requestId: string | null): ConnectionControls {
  const pending = requestId !== null;
  switch (state) {
    case 'none':
      return { status: null, actions: ['connect', 'block'] };
    case 'outgoing':
      return { status: 'sent', actions: pending ? ['cancel', 'block'] : ['block'] };
    case 'incoming':
      return { status: null, actions: pending ? ['accept', 'decline', 'block'] : ['accept', 'block'] };
    case 'connected':
      return { status: 'connected', actions: ['remove', 'block'] };
    case 'blocked':
      return { status: 'blocked', actions: ['unblock'] };
    case 'self':
      return { status: null, actions: [] };
  }
}

/** A pending request in /network/requests (accept or decline it) or /network/sent (cancel it). */
export function requestControls(direction: RequestDirection): ConnectionControls {
  return { status: null, actions: direction === 'incoming' ? ['accept', 'decline'] : ['cancel'] };
}
