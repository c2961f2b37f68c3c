import { buttonId, type RemoteBinding, type RemoteButton } from './remote-binding';

/**
 * A second press that starts less than this long after the first one came up makes a double press.
 * 400 ms: quick enough that a single press bound beside a double waits little, slow enough for a
 * thumb on a cheap remote (operating systems default to about 500 ms for a double click).
 */
export const REMOTE_DOUBLE_GAP_MS = 400;

/**
 * A button held this long is a long press, counted the moment the time is reached (the player hears
 * it while still holding). 600 ms: above an ordinary press of a clicker (about 100-250 ms), near
 * the 500 ms phones use for a long touch.
 */
export const REMOTE_LONG_PRESS_MS = 600;

/**
 * Where each button is between its events: held down since a time (`counted` once a press was given
 * for this hold: a double at its down, or a long while held), or released and waiting to see whether
 * a second press makes it a double.
 */
type ButtonPhase =
  | { readonly phase: 'held'; readonly button: RemoteButton; readonly since: number; readonly counted: boolean }
  | { readonly phase: 'released'; readonly button: RemoteButton; readonly at: number };

/**
 * The press classifier's memory: plain immutable data, time always an argument (milliseconds on any
 * monotonic clock), so the listener keeps it between events and tests replay it.
 */
export interface PressTracker {
  readonly buttons: Readonly<Record<string, ButtonPhase>>;
}

/** A tracker after one event, and the presses that event completed, oldest first. */
export interface PressStep {
  readonly tracker: PressTracker;
  readonly presses: readonly RemoteBinding[];
}

export function createPressTracker(): PressTracker {
  return { buttons: {} };
}

/** When a button's phase gives a press by time alone (a hold reaching the long press, a wait ending), or null. */
function dueAt(state: ButtonPhase): number | null {
  if (state.phase === 'released') return state.at + REMOTE_DOUBLE_GAP_MS;
  return state.counted ? null : state.since + REMOTE_LONG_PRESS_MS;
}

/** The next time `pressesDue` has something to give: the caller's timer. Null when nothing waits on time. */
export function nextPressDeadline(tracker: PressTracker): number | null {
  const due = Object.values(tracker.buttons)
    .map(dueAt)
    .filter((at): at is number => at !== null);
  return due.length > 0 ? Math.min(...due) : null;
}

/**
 * The presses that time alone has completed by `now`: a button held `REMOTE_LONG_PRESS_MS` is a long
 * press (given once per hold), a released button with no second press within the gap a single one.
 */
export function pressesDue(tracker: PressTracker, now: number): PressStep {
  const buttons = { ...tracker.buttons };
  const due: { at: number; press: RemoteBinding }[] = [];
  for (const [id, state] of Object.entries(tracker.buttons)) {
    const at = dueAt(state);
    if (at === null || now < at) continue;
    if (state.phase === 'released') {
      due.push({ at, press: { button: state.button, press: 'single' } });
      delete buttons[id];
    } else {
      due.push({ at, press: { button: state.button, press: 'long' } });
      buttons[id] = { ...state, counted: true };
    }
  }
  if (due.length === 0) return { tracker, presses: [] };
  due.sort((a, b) => a.at - b.at);
  return { tracker: { buttons }, presses: due.map(({ press }) => press) };
}

/**
 * A button went down at `now`. What time has completed before it comes first. A second press within
 * the gap is a double press at once (no need to wait for its release); a down while the button is
 * already held (keyboard auto-repeat) changes nothing.
 */
export function buttonDown(tracker: PressTracker, button: RemoteButton, now: number): PressStep {
  const before = pressesDue(tracker, now);
  const id = buttonId(button);
  const state = before.tracker.buttons[id];
  if (state?.phase === 'held') return before;
  const buttons = {
    ...before.tracker.buttons,
    [id]: { phase: 'held', button, since: now, counted: state !== undefined } as const,
  };
  const presses = state ? [...before.presses, { button, press: 'double' } as const] : before.presses;
  return { tracker: { buttons }, presses };
}

/**
 * A button came up at `now`. A press not yet counted is a single press: given at once when
 * `waitsForDouble` is false (no double press of this button is bound), else held back for the gap.
 * An up without its down (the key was pressed before the page listened) is ignored.
 */
export function buttonUp(tracker: PressTracker, button: RemoteButton, now: number, waitsForDouble: boolean): PressStep {
  const before = pressesDue(tracker, now);
  const id = buttonId(button);
  const state = before.tracker.buttons[id];
  if (state?.phase !== 'held') return before;
  const { [id]: _released, ...others } = before.tracker.buttons;
  if (state.counted) return { tracker: { buttons: others }, presses: before.presses };
  if (!waitsForDouble)
    return { tracker: { buttons: others }, presses: [...before.presses, { button, press: 'single' }] };
  return { tracker: { buttons: { ...others, [id]: { phase: 'released', button, at: now } } }, presses: before.presses };
}

/** A button that has no down and up of its own (a Media Session action): a press and release at `now`. */
export function buttonTapped(
  tracker: PressTracker,
  button: RemoteButton,
  now: number,
  waitsForDouble: boolean,
): PressStep {
  const down = buttonDown(tracker, button, now);
  const up = buttonUp(down.tracker, button, now, waitsForDouble);
  return { tracker: up.tracker, presses: [...down.presses, ...up.presses] };
}
