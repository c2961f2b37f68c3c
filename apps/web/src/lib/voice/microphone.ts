import type { VoiceAlternative, VoiceLang } from '@marcador/domain';
import {
  initialMicContext,
  type MicContext,
  type MicEffect,
  type MicEvent,
  type MicPlatform,
  type RecognizerErrorKind,
  transition,
} from './microphone-machine';
import { createRecognizer, isRecognitionSupported } from './speech-recognition';

/**
 * The microphone driver: runs the pure machine (microphone-machine.ts) against the browser — the
 * recogniser, the permission prompt and real timers. Everything it decides comes from the machine;
 * it only turns effects into calls and browser callbacks into events.
 */

type Scope = typeof globalThis;

/** iPhone, iPad (which says it is a Mac, but has touch), iPod. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** The platform for the restart delays: iOS, another phone or tablet, or a desktop browser. */
export function detectPlatform(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): MicPlatform {
  if (isIos(nav)) return 'ios';
  return /Android|Mobi/i.test(nav.userAgent) ? 'phone' : 'desktop';
}

/** True inside a frame, where iOS Safari may block the microphone altogether. */
export function isInFrame(scope: Pick<Window, 'self' | 'top'>): boolean {
  try {
    return scope.self !== scope.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

/**
 * Asks for the microphone (a capture request, released at once: only the permission is wanted).
 * Where there is no capture API the recogniser asks by itself, so that counts as granted.
 */
export async function requestMicrophonePermission(scope: Scope): Promise<'granted' | 'denied' | 'blocked'> {
  const media = scope.navigator?.mediaDevices;
  if (!media?.getUserMedia) return 'granted';
  try {
    const stream = await media.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    const name = (error as { name?: string }).name;
    // SecurityError: the page (an iframe without the allow attribute, an insecure origin) may never ask.
    if (name === 'SecurityError') return 'blocked';
    if (name === 'NotAllowedError' || name === 'PermissionDeniedError') {
      return isIos(scope.navigator) && isInFrame(scope) ? 'blocked' : 'denied';
    }
    // No microphone found or busy: the recogniser will report it in its own terms.
    return 'granted';
  }
}

export interface MicrophoneOptions {
  /** The recognition language, read at every start so a language switch applies to the next one. */
  lang(): VoiceLang;
  onChange(context: MicContext): void;
  /** A final result, every alternative in the recogniser's order. */
  onHeard(alternatives: VoiceAlternative[]): void;
  /** The spec's mic-stop event (the match is over or was ended by command). */
  onMicStop?(): void;
  /** Every recogniser error, for the log (most are shown only as a status line). */
  onRecognizerError?(kind: RecognizerErrorKind, message: string): void;
  platform?: MicPlatform;
  scope?: Scope;
  now?: () => number;
}

export interface Microphone {
  context(): MicContext;
  /** The microphone switch on; `gesture` when called from a tap (iOS asks only then). */
  enable(gesture: boolean): void;
  /** The microphone switch off. */
  disable(): void;
  /** The large microphone button. */
  toggle(): void;
  speechStarted(): void;
  speechEnded(): void;
  matchOver(): void;
  dispose(): void;
}

export function createMicrophone(options: MicrophoneOptions): Microphone {
  const scope = options.scope ?? globalThis;
  const now = options.now ?? (() => performance.now());
  const platform = options.platform ?? detectPlatform(scope.navigator);
  let context = initialMicContext(platform, isRecognitionSupported(scope));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const recognizer = createRecognizer(
    {
      onStart: () => send({ type: 'recognizer-started', now: now() }),
      onEnd: () => send({ type: 'recognizer-ended', now: now() }),
      onError: (kind, message) => {
        options.onRecognizerError?.(kind, message);
        send({ type: 'recognizer-error', now: now(), kind });
      },
      onResult: (alternatives) => {
        send({ type: 'recognizer-result', now: now() });
        options.onHeard(alternatives);
      },
    },
    scope,
  );

  function run(effect: MicEffect): void {
    switch (effect.type) {
      case 'start':
        try {
          recognizer?.start(options.lang());
        } catch (error) {
          console.warn('Speech recognition did not start', error);
          send({ type: 'start-failed', now: now() });
        }
        break;
      case 'stop':
        recognizer?.abort();
        break;
      case 'schedule':
        if (timer !== null) clearTimeout(timer);
        timer = setTimeout(
          () => {
            timer = null;
            send({ type: 'tick', now: now() });
          },
          Math.max(0, effect.at - now()),
        );
        break;
      case 'request-permission':
        setTimeout(() => {
          void requestMicrophonePermission(scope).then((answer) =>
            send({ type: 'permission', now: now(), granted: answer === 'granted', blocked: answer === 'blocked' }),
          );
        }, effect.delayMs);
        break;
      case 'mic-stop':
        options.onMicStop?.();
        break;
    }
  }

  function send(event: MicEvent): void {
    if (disposed) return;
    const next = transition(context, event);
    const changed = next.context !== context;
    context = next.context;
    for (const effect of next.effects) run(effect);
    if (changed) options.onChange(context);
  }

  return {
    context: () => context,
    enable: (gesture) => send({ type: 'enable', now: now(), gesture }),
    disable: () => send({ type: 'disable', now: now() }),
    toggle: () => send({ type: 'toggle', now: now() }),
    speechStarted: () => send({ type: 'speech-started', now: now() }),
    speechEnded: () => send({ type: 'speech-ended', now: now() }),
    matchOver: () => send({ type: 'match-over', now: now() }),
    dispose() {
      if (timer !== null) clearTimeout(timer);
      recognizer?.abort();
      disposed = true;
    },
  };
}
