import {
  buttonDown,
  buttonTapped,
  buttonUp,
  createPressTracker,
  nextPressDeadline,
  type PressStep,
  pressesDue,
  type RemoteBinding,
  type RemoteButton,
  type RemoteMediaAction,
} from '@marcador/domain';
import { type RemoteKeyEvent, remoteButtonOf } from './remote-keys';

/**
 * Keys are heard in the capture phase: a claimed key is prevented before the page's own handlers (the
 * board's shortcuts) see it. An options object, not `true`: Node's EventTarget, which the unit tests
 * use, does not match a boolean when removing.
 */
const CAPTURE = { capture: true };

/** The part of `navigator.mediaSession` the listener uses. */
export type MediaActionHandlers = Pick<MediaSession, 'setActionHandler'>;

export interface PressListenerOptions {
  /** Whether this key is the remote's: its events are then kept from the page (every key is classified). */
  claims(button: RemoteButton): boolean;
  /** Whether a single press of this button waits to see if a double follows (domain `waitsForDouble`). */
  waitsForDouble(button: RemoteButton): boolean;
  /** A press was classified (single, double or long). */
  onPress(press: RemoteBinding): void;
  /** The Media Session actions to take (a headset's or car's buttons). */
  mediaActions: readonly RemoteMediaAction[];
  /** While true no press starts and keys go to the page as usual (a dialog is open). */
  blocked?: (() => boolean) | undefined;
  /** Where keys are heard (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  mediaSession?: MediaActionHandlers | undefined;
  now?: (() => number) | undefined;
}

/**
 * Listens to key downs and ups and to Media Session actions, classifies them into presses with the
 * domain's press classifier (its timer set to the classifier's next deadline), and reports each
 * press, of any button: what a press gives is the caller's business. Returns the function that
 * stops listening.
 */
export function listenForPresses({
  claims,
  waitsForDouble,
  onPress,
  mediaActions,
  blocked = () => false,
  target = window,
  mediaSession = globalThis.navigator?.mediaSession,
  now = () => performance.now(),
}: PressListenerOptions): () => void {
  let tracker = createPressTracker();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function take(step: PressStep): void {
    tracker = step.tracker;
    clearTimeout(timer);
    const deadline = nextPressDeadline(tracker);
    if (deadline !== null) timer = setTimeout(() => take(pressesDue(tracker, now())), Math.max(0, deadline - now()));
    for (const press of step.presses) onPress(press);
  }

  /** The remote button of a key event, the event kept from the page when the button is claimed. */
  function heard(event: Event): RemoteButton | null {
    const button = remoteButtonOf(event as unknown as RemoteKeyEvent);
    if (button && claims(button)) event.preventDefault();
    return button;
  }

  const onKeyDown = (event: Event) => {
    if (blocked()) return;
    const button = heard(event);
    if (button && !(event as KeyboardEvent).repeat) take(buttonDown(tracker, button, now()));
  };
  // An up is heard even while blocked: a press begun before a dialog opened must end, not turn long.
  const onKeyUp = (event: Event) => {
    const button = heard(event);
    if (button) take(buttonUp(tracker, button, now(), waitsForDouble(button)));
  };
  // Keys held when the window loses the focus never send their ups here.
  const onBlur = () => take({ tracker: createPressTracker(), presses: [] });

  target.addEventListener('keydown', onKeyDown, CAPTURE);
  target.addEventListener('keyup', onKeyUp, CAPTURE);
  target.addEventListener('blur', onBlur);
  const handled = mediaActions.filter((action) =>
    setMediaHandler(mediaSession, action, () => {
      if (blocked()) return;
      const button: RemoteButton = { source: 'media', action };
      take(buttonTapped(tracker, button, now(), waitsForDouble(button)));
    }),
  );
  return () => {
    clearTimeout(timer);
    target.removeEventListener('keydown', onKeyDown, CAPTURE);
    target.removeEventListener('keyup', onKeyUp, CAPTURE);
    target.removeEventListener('blur', onBlur);
    for (const action of handled) setMediaHandler(mediaSession, action, null);
  };
}

/** Sets or clears one action's handler; false where the browser has no Media Session or not that action. */
function setMediaHandler(
  mediaSession: MediaActionHandlers | undefined,
  action: RemoteMediaAction,
  handler: (() => void) | null,
): boolean {
  if (!mediaSession) return false;
  try {
    mediaSession.setActionHandler(action, handler);
    return true;
  } catch {
    // Browsers throw for an action they do not support: that button just does nothing here.
    return false;
  }
}
