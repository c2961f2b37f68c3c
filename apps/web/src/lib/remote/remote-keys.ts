import { REMOTE_KEY_MAX_LENGTH, type RemoteButton } from '@marcador/domain';

/**
 * Keys that are never a remote's button: modifiers, Tab (moving the focus must keep working while
 * the page learns) and Escape (it stops the learning), and the names browsers give no key at all.
 */
const NOT_REMOTE_KEYS = new Set([
  'Tab',
  'Escape',
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'Fn',
  'Dead',
  'Process',
  'Unidentified',
]);

/** What of a key event tells the remote's button (a KeyboardEvent, or a test's plain event). */
export interface RemoteKeyEvent {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: EventTarget | null;
}

/**
 * Whether a key belongs to what has the focus: a field being typed in, or an open dialog (its Enter
 * and arrows are its own, whatever the remote's mapping says).
 */
function keyBelongsToTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean; closest?: (s: string) => unknown } | null;
  if (!element) return false;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName ?? '') || element.isContentEditable) return true;
  return Boolean(element.closest?.('[role="dialog"], [role="alertdialog"]'));
}

/**
 * The remote button a key event names, or null when the key is not a remote's (a shortcut with a
 * modifier, a key of the focused field or dialog, a key of NOT_REMOTE_KEYS). Letters are lower-cased
 * (Shift must not make two buttons of one). A key the browser cannot name (some remotes'
 * buttons on Android arrive as "Unidentified") is known by its physical code when it has one.
 */
export function remoteButtonOf(event: RemoteKeyEvent): RemoteButton | null {
  if (event.ctrlKey || event.metaKey || event.altKey || keyBelongsToTarget(event.target)) return null;
  const named = event.key === 'Unidentified' && event.code ? event.code : event.key;
  const key = named.length === 1 ? named.toLowerCase() : named;
  if (NOT_REMOTE_KEYS.has(key) || key.length === 0 || key.length > REMOTE_KEY_MAX_LENGTH) return null;
  return { source: 'key', key };
}
