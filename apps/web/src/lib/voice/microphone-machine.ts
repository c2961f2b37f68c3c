/**
 * The microphone's life cycle (spec section 4 "Microphone") as a pure state machine: a context, an
 * event, and `transition` returning the next context plus the effects the driver (microphone.ts)
 * carries out. No clock, timers or browser here: every event carries `now`, and a delayed start is
 * an effect (`schedule`) that comes back as a `tick` event, so tests replay any timeline exactly.
 *
 * States:
 * - `unsupported`: the browser has no speech recognition; nothing ever starts.
 * - `idle`: the microphone switch is off (or was never turned on).
 * - `requesting`: the microphone permission is being asked for.
 * - `scheduled`: a start is due at `startAt` (the auto-start after permission, a restart after the
 *   recogniser ended, a retry, or the resume after our own speech).
 * - `starting`: `start()` was called; the recogniser has not reported `start` yet.
 * - `listening`: the recogniser hears.
 * - `paused-for-speech`: our own announcement plays; the recogniser is off so it cannot hear it.
 * - `stopped`: stopped by hand or because the match is over; only the microphone button starts it again.
 * - `error`: a failure that needs the user (permission, retries used up, start failure).
 */

/** Where the page runs: the restart delay and the start throttle depend on it. */
export type MicPlatform = 'desktop' | 'phone' | 'ios';

export type MicState =
  | 'unsupported'
  | 'idle'
  | 'requesting'
  | 'scheduled'
  | 'starting'
  | 'listening'
  | 'paused-for-speech'
  | 'stopped'
  | 'error';

/**
 * Why the microphone needs the user. The first five are the spec's own messages (section 8); the
 * rest are the recogniser's error kinds, shown as a status line.
 */
export type MicErrorKind =
  | 'permission-denied'
  | 'permission-blocked'
  | 'permission-required'
  | 'aborted'
  | 'start-failed'
  | 'network'
  | 'service-not-allowed'
  | 'bad-grammar'
  | 'language-not-supported'
  | 'no-speech'
  | 'audio-capture';

/** An error the browser's recogniser reports (SpeechRecognitionErrorEvent.error), `other` for anything new. */
export type RecognizerErrorKind =
  | 'no-speech'
  | 'aborted'
  | 'audio-capture'
  | 'network'
  | 'not-allowed'
  | 'service-not-allowed'
  | 'bad-grammar'
  | 'language-not-supported'
  | 'other';

/** Spec section 9: the first start after permission is granted waits this long. */
export const MIC_AUTO_START_DELAY_MS = 300;
/** Spec section 4: the pause between the recogniser ending and the next start. */
export const MIC_RESTART_DELAY_MS: Readonly<Record<MicPlatform, number>> = { desktop: 80, phone: 700, ios: 1500 };
/** Spec section 9: a start by hand is refused this soon after the previous start (a double tap). */
export const MIC_MANUAL_START_THROTTLE_MS = 200;
/** Spec section 9: an automatic start waits at least this long after the previous start (phones are slower to let go). */
export const MIC_AUTO_START_THROTTLE_MS: Readonly<Record<MicPlatform, number>> = { desktop: 400, phone: 800, ios: 800 };
/** Spec section 4: restarts after "no speech" before the microphone gives up and waits for a tap. */
export const MIC_NO_SPEECH_RETRIES = 2;
/** Spec section 4: restarts after an abort the browser did on its own. */
export const MIC_ABORT_RETRIES = 5;
/** Spec section 4: on iOS a permission request waits this long while our speech plays. */
export const MIC_REQUEST_SPEECH_WAIT_MS = 300;

export interface MicContext {
  readonly state: MicState;
  readonly platform: MicPlatform;
  readonly permission: 'unknown' | 'granted' | 'denied';
  /** The one automatic start after the permission was granted has been scheduled. */
  readonly autoStarted: boolean;
  readonly matchOver: boolean;
  /** Our own speech is playing. */
  readonly speaking: boolean;
  /** Nothing starts before this time. */
  readonly cooldownUntil: number;
  /** When `start()` was last called, and whether by hand. */
  readonly lastStartAt: number;
  /** When a scheduled start is due (state `scheduled`). */
  readonly startAt: number | null;
  /** We stopped the recogniser ourselves: its `aborted` error and `end` are expected, not failures. */
  readonly stopping: boolean;
  /** The recogniser's last error, read when it ends to decide between a retry and giving up. */
  readonly lastRecognizerError: RecognizerErrorKind | null;
  readonly noSpeechRetries: number;
  readonly abortRetries: number;
  readonly error: MicErrorKind | null;
}

export type MicEvent =
  /** The microphone switch was turned on, or the microphone button tapped while the permission is unknown. */
  | { type: 'enable'; now: number; gesture: boolean }
  | { type: 'permission'; now: number; granted: boolean; blocked?: boolean }
  /** The large microphone button. */
  | { type: 'toggle'; now: number }
  /** The microphone switch was turned off. */
  | { type: 'disable'; now: number }
  /** A scheduled time came. */
  | { type: 'tick'; now: number }
  | { type: 'recognizer-started'; now: number }
  /** Something was heard (a command or not): the retry counters start again. */
  | { type: 'recognizer-result'; now: number }
  | { type: 'recognizer-error'; now: number; kind: RecognizerErrorKind }
  | { type: 'recognizer-ended'; now: number }
  /** `start()` threw (the browser was still busy, or refused). */
  | { type: 'start-failed'; now: number }
  | { type: 'speech-started'; now: number }
  | { type: 'speech-ended'; now: number }
  | { type: 'match-over'; now: number }
  | { type: 'cooldown'; now: number; until: number };

export type MicEffect =
  | { type: 'request-permission'; delayMs: number }
  | { type: 'start' }
  /** Abort the recogniser now (our speech, a stop by hand, the end of the match). */
  | { type: 'stop' }
  /** Send a `tick` at this time. */
  | { type: 'schedule'; at: number }
  /** The spec's mic-stop event: the match is over or ended by command. */
  | { type: 'mic-stop' };

export interface MicTransition {
  readonly context: MicContext;
  readonly effects: readonly MicEffect[];
}

/** The starting context: `unsupported` when the browser has no recogniser, else `idle`. */
export function initialMicContext(platform: MicPlatform, supported: boolean): MicContext {
  return {
    state: supported ? 'idle' : 'unsupported',
    platform,
    permission: 'unknown',
    autoStarted: false,
    matchOver: false,
    speaking: false,
    cooldownUntil: Number.NEGATIVE_INFINITY,
    lastStartAt: Number.NEGATIVE_INFINITY,
    startAt: null,
    stopping: false,
    lastRecognizerError: null,
    noSpeechRetries: 0,
    abortRetries: 0,
    error: null,
  };
}

/** States in which the recogniser is (or is about to be) running, so a stop must abort it. */
const RUNNING: readonly MicState[] = ['starting', 'listening'];
/** States a tap on the microphone button turns off. */
const ACTIVE: readonly MicState[] = ['requesting', 'scheduled', 'starting', 'listening', 'paused-for-speech'];

export function isMicActive(context: MicContext): boolean {
  return ACTIVE.includes(context.state);
}

/** Whether the microphone button can be used at all (spec: disabled when the match is over). */
export function isMicButtonEnabled(context: MicContext): boolean {
  return context.state !== 'unsupported' && !context.matchOver;
}

/** The earliest time an automatic start may happen after `now`. */
function nextAutoStart(context: MicContext, now: number, delay: number): number {
  return Math.max(
    now + delay,
    context.lastStartAt + MIC_AUTO_START_THROTTLE_MS[context.platform],
    context.cooldownUntil,
  );
}

function schedule(context: MicContext, at: number): MicTransition {
  return { context: { ...context, state: 'scheduled', startAt: at }, effects: [{ type: 'schedule', at }] };
}

function start(context: MicContext, now: number): MicTransition {
  return {
    context: {
      ...context,
      state: 'starting',
      lastStartAt: now,
      startAt: null,
      stopping: false,
      lastRecognizerError: null,
    },
    effects: [{ type: 'start' }],
  };
}

/** Stops for good until the user asks again: by hand, the switch, or the end of the match. */
function halt(context: MicContext, state: 'idle' | 'stopped'): MicTransition {
  const running = RUNNING.includes(context.state);
  return {
    context: { ...context, state, startAt: null, stopping: running || context.stopping },
    effects: running ? [{ type: 'stop' }] : [],
  };
}

function fail(context: MicContext, error: MicErrorKind): MicTransition {
  const running = RUNNING.includes(context.state);
  return {
    context: { ...context, state: 'error', error, startAt: null, stopping: running || context.stopping },
    effects: running ? [{ type: 'stop' }] : [],
  };
}

function requestPermission(context: MicContext, event: { gesture: boolean }): MicTransition {
  // iOS grants the microphone only from a user gesture.
  if (context.platform === 'ios' && !event.gesture) return fail(context, 'permission-required');
  const delayMs = context.platform === 'ios' && context.speaking ? MIC_REQUEST_SPEECH_WAIT_MS : 0;
  return {
    context: { ...context, state: 'requesting', error: null, startAt: null },
    effects: [{ type: 'request-permission', delayMs }],
  };
}

/** A start the user asked for (button), subject to the 200 ms throttle, speech and cooldown. */
function startByHand(context: MicContext, now: number): MicTransition {
  const fresh = { ...context, error: null, noSpeechRetries: 0, abortRetries: 0 };
  if (context.permission !== 'granted') return requestPermission(fresh, { gesture: true });
  if (now - context.lastStartAt < MIC_MANUAL_START_THROTTLE_MS) return { context, effects: [] };
  if (context.speaking) return { context: { ...fresh, state: 'paused-for-speech', startAt: null }, effects: [] };
  if (now < context.cooldownUntil) return schedule(fresh, context.cooldownUntil);
  return start(fresh, now);
}

/** The recogniser has ended and will not be restarted: the user taps the button to try again. */
function gaveUp(context: MicContext, error: MicErrorKind): MicTransition {
  return { context: { ...context, state: 'error', error, startAt: null }, effects: [] };
}

/** What happens when the recogniser has ended: a restart, a retry, a pause, or nothing. */
function afterEnd(context: MicContext, now: number): MicTransition {
  const ended = { ...context, stopping: false, lastRecognizerError: null };
  // While the permission is asked for, no recogniser of ours runs: a stray `end` (of one stopped
  // earlier) must not turn the request into a pause that would later start without permission.
  const notRunning: readonly MicState[] = ['stopped', 'idle', 'error', 'requesting'];
  if (notRunning.includes(context.state)) {
    return { context: ended, effects: [] };
  }
  if (context.matchOver) return { context: { ...ended, state: 'stopped' }, effects: [] };
  if (context.speaking) return { context: { ...ended, state: 'paused-for-speech', startAt: null }, effects: [] };
  if (context.state === 'paused-for-speech' || context.state === 'scheduled') {
    return { context: ended, effects: [] };
  }
  const lastError = context.stopping ? null : context.lastRecognizerError;
  if (lastError === 'no-speech') {
    if (context.noSpeechRetries >= MIC_NO_SPEECH_RETRIES) return gaveUp(ended, 'no-speech');
    return schedule(
      { ...ended, noSpeechRetries: context.noSpeechRetries + 1 },
      nextAutoStart(context, now, MIC_RESTART_DELAY_MS[context.platform]),
    );
  }
  if (lastError === 'aborted') {
    if (context.abortRetries >= MIC_ABORT_RETRIES) return gaveUp(ended, 'aborted');
    return schedule(
      { ...ended, abortRetries: context.abortRetries + 1 },
      nextAutoStart(context, now, MIC_RESTART_DELAY_MS[context.platform]),
    );
  }
  return schedule(ended, nextAutoStart(context, now, MIC_RESTART_DELAY_MS[context.platform]));
}

/** The recogniser's error kinds that need the user rather than a restart. */
const FATAL_ERRORS: Readonly<Partial<Record<RecognizerErrorKind, MicErrorKind>>> = {
  'not-allowed': 'permission-denied',
  'service-not-allowed': 'service-not-allowed',
  'audio-capture': 'audio-capture',
  network: 'network',
  'bad-grammar': 'bad-grammar',
  'language-not-supported': 'language-not-supported',
};

/** The next context and effects for an event. Unknown combinations change nothing. */
export function transition(context: MicContext, event: MicEvent): MicTransition {
  const none: MicTransition = { context, effects: [] };
  if (context.state === 'unsupported') return none;
  switch (event.type) {
    case 'enable':
      if (context.matchOver) return none;
      if (context.permission === 'granted') return startByHand({ ...context, autoStarted: true }, event.now);
      return requestPermission(context, event);
    case 'permission': {
      if (context.state !== 'requesting') return none;
      if (!event.granted) {
        return fail({ ...context, permission: 'denied' }, event.blocked ? 'permission-blocked' : 'permission-denied');
      }
      const granted: MicContext = { ...context, permission: 'granted' };
      if (context.matchOver) return { context: { ...granted, state: 'stopped' }, effects: [] };
      // Spec: the microphone starts by itself once, 300 ms after the permission is granted.
      if (!context.autoStarted) {
        return schedule({ ...granted, autoStarted: true }, nextAutoStart(granted, event.now, MIC_AUTO_START_DELAY_MS));
      }
      return startByHand(granted, event.now);
    }
    case 'toggle':
      if (context.matchOver) return none;
      if (isMicActive(context)) return halt(context, 'stopped');
      return startByHand(context, event.now);
    case 'disable':
      return halt({ ...context, error: null }, 'idle');
    case 'tick': {
      if (context.state !== 'scheduled' || context.startAt === null) return none;
      // Timers may fire a little before their time (browsers coarsen clocks): ask again, never drop it.
      if (event.now < context.startAt) return schedule(context, context.startAt);
      if (context.speaking) return { context: { ...context, state: 'paused-for-speech', startAt: null }, effects: [] };
      const earliest = nextAutoStart(context, event.now, 0);
      if (event.now < earliest) return schedule(context, earliest);
      return start(context, event.now);
    }
    case 'recognizer-started':
      if (context.state !== 'starting') return none;
      return { context: { ...context, state: 'listening' }, effects: [] };
    case 'recognizer-result':
      // Unchanged context when there is nothing to reset: no re-render on the way to the command.
      if (context.noSpeechRetries === 0 && context.abortRetries === 0) return none;
      return { context: { ...context, noSpeechRetries: 0, abortRetries: 0 }, effects: [] };
    case 'recognizer-error': {
      if (context.stopping && event.kind === 'aborted') return none;
      const fatal = FATAL_ERRORS[event.kind];
      if (fatal) {
        const denied = event.kind === 'not-allowed' ? { permission: 'denied' as const } : {};
        return fail({ ...context, ...denied }, fatal);
      }
      return { context: { ...context, lastRecognizerError: event.kind === 'other' ? null : event.kind }, effects: [] };
    }
    case 'recognizer-ended':
      return afterEnd(context, event.now);
    case 'start-failed':
      return gaveUp({ ...context, stopping: false }, 'start-failed');
    case 'speech-started': {
      const speaking = { ...context, speaking: true };
      if (RUNNING.includes(context.state)) {
        return { context: { ...speaking, state: 'paused-for-speech', stopping: true }, effects: [{ type: 'stop' }] };
      }
      if (context.state === 'scheduled')
        return { context: { ...speaking, state: 'paused-for-speech', startAt: null }, effects: [] };
      return { context: speaking, effects: [] };
    }
    case 'speech-ended': {
      const quiet = { ...context, speaking: false };
      if (context.state !== 'paused-for-speech' || context.matchOver) return { context: quiet, effects: [] };
      return schedule(quiet, nextAutoStart(quiet, event.now, MIC_RESTART_DELAY_MS[context.platform]));
    }
    case 'match-over': {
      if (context.matchOver) return none;
      const halted = halt({ ...context, matchOver: true }, 'stopped');
      return { context: halted.context, effects: [...halted.effects, { type: 'mic-stop' }] };
    }
    case 'cooldown':
      return { context: { ...context, cooldownUntil: Math.max(context.cooldownUntil, event.until) }, effects: [] };
  }
}
