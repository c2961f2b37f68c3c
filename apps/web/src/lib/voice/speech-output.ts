import { VOICE_SPEECH_GUARD_MS, type VoiceLang } from '@marcador/domain';
import { createTonePlayer } from '../tone';
import { RECOGNITION_LOCALES } from './speech-recognition';
import { fetchSpokenAudio } from './tts-client';

/**
 * The spoken score (spec section 4 "Audio"): one announcement at a time, 80 ms apart, each played by
 * the server's text-to-speech when it answers, else by the browser's speechSynthesis, else the user
 * is asked to tap (autoplay blocked). Listeners hear when our speech starts and ends, so the
 * microphone pauses and the voice gate refuses what it hears meanwhile: an announcement never
 * becomes a command.
 */

/**
 * Why something is said, which decides what happens when audio is off (spec section 4):
 * - `point`: the automatic call after a point or change: silent while audio is off;
 * - `command`: the call after an accepted voice command: audio comes back for 4 s;
 * - `score`: the score asked for (button, 'score' command): audio comes back for 3 s;
 * - `match-end`: the end of the match: audio comes back for 5 s.
 */
export type SpeechKind = 'point' | 'command' | 'score' | 'match-end';

/** Spec section 4: how long a request re-enables audio that is switched off. */
export const AUDIO_REENABLE_MS: Readonly<Record<SpeechKind, number>> = {
  point: 0,
  command: 4000,
  score: 3000,
  'match-end': 5000,
};
/** Spec section 9: the pause between two announcements. */
export const SPEECH_QUEUE_GAP_MS = 80;
/** Spec section 9: a playback that has not ended after this long is ended by us. */
export const SPEECH_PLAYBACK_GUARD_MS = VOICE_SPEECH_GUARD_MS;
/** Spec section 9: the beep of an accepted command. */
export const BEEP_FREQUENCY_HZ = 800;
export const BEEP_DURATION_S = 0.3;

/** How an announcement reached the player: server audio, the browser's voice, or not at all (tap needed). */
export type SpeechPath = 'server' | 'browser' | 'tap';

/**
 * Whether audio plays for a request at `now`, and until when audio that is off stays re-enabled.
 * Pure, so the audio-off rules are tested as a table.
 */
export function audioDecision(
  audioOn: boolean,
  reenabledUntil: number,
  kind: SpeechKind,
  now: number,
): { play: boolean; reenabledUntil: number } {
  if (audioOn || now < reenabledUntil) return { play: true, reenabledUntil };
  const window = AUDIO_REENABLE_MS[kind];
  if (window === 0) return { play: false, reenabledUntil };
  return { play: true, reenabledUntil: now + window };
}

interface SpeechScope {
  Audio?: new (src?: string) => HTMLAudioElement;
  URL?: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: new (text?: string) => SpeechSynthesisUtterance;
}

export interface SpeechOutputOptions {
  fetchAudio?: (text: string, lang: VoiceLang) => Promise<Blob | null>;
  scope?: object;
  now?: () => number;
  onSpeechStart?: (now: number) => void;
  onSpeechEnd?: (now: number) => void;
  /** Nothing could play (autoplay blocked, no voices): ask the user to tap. */
  onNeedsTap?: (text: string, lang: VoiceLang) => void;
  /** An announcement was heard (for the usage counters). */
  onPlayed?: (path: Exclude<SpeechPath, 'tap'>, text: string) => void;
}

export interface SpeechOutput {
  /**
   * Queues `text`. While one plays, the newest request waits and replaces any older waiting one:
   * after quick points only the current score is worth saying. Returns whether it will play.
   */
  say(text: string, lang: VoiceLang, kind: SpeechKind): boolean;
  setAudioEnabled(on: boolean): void;
  isAudioEnabled(): boolean;
  isSpeaking(): boolean;
  /** Stops what plays and drops what waits. */
  cancel(): void;
  /** The 800 Hz, 0.3 s beep of an accepted command (WebAudio; silent where there is none). */
  beep(): void;
}

/** Plays one blob through an <audio> element; resolves false when the browser refuses (autoplay). */
function playBlob(scope: SpeechScope, blob: Blob, stopper: { stop: () => void }): Promise<boolean> {
  if (!scope.Audio || !scope.URL) return Promise.resolve(false);
  const url = scope.URL.createObjectURL(blob);
  const audio = new scope.Audio(url);
  return new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      scope.URL?.revokeObjectURL(url);
      resolve(ok);
    };
    stopper.stop = () => {
      audio.pause();
      done(true);
    };
    audio.onended = () => done(true);
    audio.onerror = () => done(false);
    audio.play().catch(() => done(false));
  });
}

/** Speaks with the browser's voice in the recognition locale; false when it cannot (none, blocked). */
function speakWithBrowser(scope: SpeechScope, text: string, lang: VoiceLang, stopper: { stop: () => void }) {
  const synthesis = scope.speechSynthesis;
  if (!synthesis || !scope.SpeechSynthesisUtterance) return Promise.resolve(false);
  const utterance = new scope.SpeechSynthesisUtterance(text);
  utterance.lang = RECOGNITION_LOCALES[lang];
  const voice = synthesis.getVoices().find((candidate) => candidate.lang.replace('_', '-').startsWith(lang));
  if (voice) utterance.voice = voice;
  return new Promise<boolean>((resolve) => {
    stopper.stop = () => {
      synthesis.cancel();
      resolve(true);
    };
    utterance.onend = () => resolve(true);
    // `not-allowed` is autoplay policy: the user has to tap. Interruptions by our own cancel end normally.
    utterance.onerror = (event) => resolve(event.error === 'interrupted' || event.error === 'canceled');
    synthesis.speak(utterance);
  });
}

export function createSpeechOutput({
  fetchAudio = fetchSpokenAudio,
  scope: givenScope = globalThis,
  now = () => performance.now(),
  onSpeechStart,
  onSpeechEnd,
  onNeedsTap,
  onPlayed,
}: SpeechOutputOptions = {}): SpeechOutput {
  const scope = givenScope as SpeechScope;
  let audioOn = true;
  let reenabledUntil = Number.NEGATIVE_INFINITY;
  let waiting: { text: string; lang: VoiceLang } | null = null;
  let speaking = false;
  let stopper = { stop: () => {} };
  let gapTimer: ReturnType<typeof setTimeout> | null = null;
  const tone = createTonePlayer(givenScope);

  async function playOne(text: string, lang: VoiceLang): Promise<SpeechPath> {
    const guarded = <T>(attempt: (stop: { stop: () => void }) => Promise<T>, fallback: T) => {
      stopper = { stop: () => {} };
      const current = stopper;
      const guard = new Promise<T>((resolve) => {
        const timer = setTimeout(() => {
          current.stop();
          resolve(fallback);
        }, SPEECH_PLAYBACK_GUARD_MS);
        attempt(current).then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          () => {
            clearTimeout(timer);
            resolve(fallback);
          },
        );
      });
      return guard;
    };
    const blob = await guarded(() => fetchAudio(text, lang), null);
    if (blob && (await guarded((stop) => playBlob(scope, blob, stop), false))) return 'server';
    if (await guarded((stop) => speakWithBrowser(scope, text, lang, stop), true)) return 'browser';
    return 'tap';
  }

  function next(): void {
    gapTimer = null;
    const item = waiting;
    waiting = null;
    if (!item || speaking) return;
    speaking = true;
    onSpeechStart?.(now());
    void playOne(item.text, item.lang).then((path) => {
      speaking = false;
      onSpeechEnd?.(now());
      if (path === 'tap') onNeedsTap?.(item.text, item.lang);
      else onPlayed?.(path, item.text);
      if (waiting) gapTimer = setTimeout(next, SPEECH_QUEUE_GAP_MS);
    });
  }

  return {
    say(text, lang, kind) {
      const decision = audioDecision(audioOn, reenabledUntil, kind, now());
      reenabledUntil = decision.reenabledUntil;
      if (!decision.play || !text.trim()) return false;
      waiting = { text, lang };
      if (!speaking && gapTimer === null) next();
      return true;
    },
    setAudioEnabled(on) {
      audioOn = on;
      if (!on) reenabledUntil = Number.NEGATIVE_INFINITY;
    },
    isAudioEnabled: () => audioOn,
    isSpeaking: () => speaking,
    cancel() {
      waiting = null;
      if (gapTimer !== null) clearTimeout(gapTimer);
      gapTimer = null;
      stopper.stop();
    },
    beep: () => tone(BEEP_FREQUENCY_HZ, BEEP_DURATION_S),
  };
}
