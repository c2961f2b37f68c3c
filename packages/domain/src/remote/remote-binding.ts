/**
 * A Bluetooth remote or headset as the scoreboard sees it: buttons (a key the browser reports, or a
 * Media Session action), the ways a button is pressed, and the mapping a player teaches the board
 * from such a press to one of the three commands a remote may give.
 */

/** What a remote may do: the scoreboard's own command names (its registry), no more than these three. */
export const REMOTE_COMMANDS = ['pointUs', 'pointThem', 'undo'] as const;
export type RemoteCommand = (typeof REMOTE_COMMANDS)[number];

/** The Media Session actions a headset, a car or a lock screen sends (play/pause button, next, previous). */
export const REMOTE_MEDIA_ACTIONS = ['play', 'pause', 'nexttrack', 'previoustrack'] as const;
export type RemoteMediaAction = (typeof REMOTE_MEDIA_ACTIONS)[number];

/** How a button was pressed: once, twice in a row, or held (press-classifier.ts says when each is which). */
export const PRESS_KINDS = ['single', 'double', 'long'] as const;
export type PressKind = (typeof PRESS_KINDS)[number];

/** A button: a key by its `KeyboardEvent.key` name (`Enter`, `PageDown`, `AudioVolumeUp`), or a media action. */
export type RemoteButton =
  | { readonly source: 'key'; readonly key: string }
  | { readonly source: 'media'; readonly action: RemoteMediaAction };

/** One press of one button: what a command is bound to. */
export interface RemoteBinding {
  readonly button: RemoteButton;
  readonly press: PressKind;
}

/** Each command's binding; a command left out is not given by the remote. */
export type RemoteMapping = Readonly<Partial<Record<RemoteCommand, RemoteBinding>>>;

/** The outcome of binding a command: the new mapping, or the command that already has that press. */
export type BindOutcome = { ok: true; mapping: RemoteMapping } | { ok: false; takenBy: RemoteCommand };

/** Longest key name kept: the browser's names are short ("MediaTrackPrevious" is among the longest). */
export const REMOTE_KEY_MAX_LENGTH = 40;

/** A button's identity as text, for comparing and for keying per-button state. */
export function buttonId(button: RemoteButton): string {
  return button.source === 'key' ? `key:${button.key}` : `media:${button.action}`;
}

export function sameBinding(a: RemoteBinding, b: RemoteBinding): boolean {
  return a.press === b.press && buttonId(a.button) === buttonId(b.button);
}

function bindings(mapping: RemoteMapping): [RemoteCommand, RemoteBinding][] {
  return REMOTE_COMMANDS.flatMap((command) => {
    const binding = mapping[command];
    return binding ? [[command, binding] as [RemoteCommand, RemoteBinding]] : [];
  });
}

/** The command a press gives, or null: a press the mapping does not know does nothing. */
export function remoteCommandFor(mapping: RemoteMapping, press: RemoteBinding): RemoteCommand | null {
  return bindings(mapping).find(([, binding]) => sameBinding(binding, press))?.[0] ?? null;
}

/**
 * Binds `command` to `binding`, replacing the command's old binding. Refused when another command has
 * that very press: one press giving two commands would score and undo at once.
 */
export function bindRemoteCommand(mapping: RemoteMapping, command: RemoteCommand, binding: RemoteBinding): BindOutcome {
  const holder = remoteCommandFor(mapping, binding);
  if (holder !== null && holder !== command) return { ok: false, takenBy: holder };
  return { ok: true, mapping: { ...mapping, [command]: binding } };
}

/** Whether any command is bound to a press of `button` (its presses are then the remote's, not the page's). */
export function mapsButton(mapping: RemoteMapping, button: RemoteButton): boolean {
  return bindings(mapping).some(([, binding]) => buttonId(binding.button) === buttonId(button));
}

/**
 * Whether a single press of `button` must wait to see if a second one follows: only when a double
 * press of that button is bound. Otherwise a single press counts the moment the button comes up.
 */
export function waitsForDouble(mapping: RemoteMapping, button: RemoteButton): boolean {
  return bindings(mapping).some(
    ([, binding]) => binding.press === 'double' && buttonId(binding.button) === buttonId(button),
  );
}

/** The media actions the mapping uses, in REMOTE_MEDIA_ACTIONS order (the handlers to register). */
export function mediaActionsOf(mapping: RemoteMapping): RemoteMediaAction[] {
  const used = new Set(
    bindings(mapping).flatMap(([, { button }]) => (button.source === 'media' ? [button.action] : [])),
  );
  return REMOTE_MEDIA_ACTIONS.filter((action) => used.has(action));
}

function isMediaAction(value: unknown): value is RemoteMediaAction {
  return (REMOTE_MEDIA_ACTIONS as readonly unknown[]).includes(value);
}

function isPressKind(value: unknown): value is PressKind {
  return (PRESS_KINDS as readonly unknown[]).includes(value);
}

/** A stored binding when it is one the classifier can produce (a media action is never held), else null. */
function readBinding(value: unknown): RemoteBinding | null {
  if (typeof value !== 'object' || value === null) return null;
  const { button, press } = value as { button?: unknown; press?: unknown };
  if (!isPressKind(press) || typeof button !== 'object' || button === null) return null;
  const { source, key, action } = button as { source?: unknown; key?: unknown; action?: unknown };
  if (source === 'key' && typeof key === 'string' && key.length > 0 && key.length <= REMOTE_KEY_MAX_LENGTH)
    return { button: { source, key }, press };
  if (source === 'media' && isMediaAction(action) && press !== 'long') return { button: { source, action }, press };
  return null;
}

/**
 * A mapping read back from storage (any JSON): the valid bindings kept, anything else dropped, and a
 * press claimed by two commands kept for the first only, as binding them one by one would have.
 */
export function readRemoteMapping(value: unknown): RemoteMapping {
  if (typeof value !== 'object' || value === null) return {};
  let mapping: RemoteMapping = {};
  for (const command of REMOTE_COMMANDS) {
    const binding = readBinding((value as Record<string, unknown>)[command]);
    if (!binding) continue;
    const outcome = bindRemoteCommand(mapping, command, binding);
    if (outcome.ok) mapping = outcome.mapping;
  }
  return mapping;
}
