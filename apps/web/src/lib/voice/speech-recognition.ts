import type { VoiceAlternative, VoiceLang } from '@marcador/domain';
import type { RecognizerErrorKind } from './microphone-machine';

/**
 * A thin adapter over the browser's SpeechRecognition (webkitSpeechRecognition in Chrome and
 * Safari). It knows nothing of commands: it reports starts, ends, errors and the alternatives of
 * each final result, and the caller (microphone.ts) decides what they mean. Browser tests replace
 * only `window.SpeechRecognition` with a scripted one; this code runs as it does for players.
 */

/** The parts of the browser's recogniser we use (lib.dom has no SpeechRecognition types). */
export interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean } & ArrayLike<{ transcript: string; confidence: number }>>;
      }) => void)
    | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => BrowserRecognition;

/** Each interface language's recognition locale. */
export const RECOGNITION_LOCALES: Readonly<Record<VoiceLang, string>> = { es: 'es-ES', en: 'en-US' };

/**
 * How many readings of an utterance we ask for: the grammar takes the first one that parses, so a
 * recogniser hearing "punto para vosotros" as "punto para nosotros" second still gives the right one.
 */
export const RECOGNITION_MAX_ALTERNATIVES = 3;

function recognitionConstructor(scope: object): RecognitionConstructor | null {
  const candidate = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

/** Whether this browser can recognise speech at all ('Voice Control Not Available' otherwise). */
export function isRecognitionSupported(scope: object = globalThis): boolean {
  return recognitionConstructor(scope) !== null;
}

const KNOWN_ERRORS: readonly RecognizerErrorKind[] = [
  'no-speech',
  'aborted',
  'audio-capture',
  'network',
  'not-allowed',
  'service-not-allowed',
  'bad-grammar',
  'language-not-supported',
];

/** The browser's error code as one of our kinds (`other` for anything a browser adds later). */
export function recognizerErrorKind(code: string): RecognizerErrorKind {
  return (KNOWN_ERRORS as readonly string[]).includes(code) ? (code as RecognizerErrorKind) : 'other';
}

export interface RecognizerHandlers {
  onStart(): void;
  onEnd(): void;
  onError(kind: RecognizerErrorKind, message: string): void;
  /** A final result: every alternative, in the recogniser's order. */
  onResult(alternatives: VoiceAlternative[]): void;
}

/** One recogniser, started and stopped by the microphone driver. */
export interface Recognizer {
  /** Throws when the browser refuses (already started, not allowed): the driver reports `start-failed`. */
  start(lang: VoiceLang): void;
  /** Ends at once, dropping what was being heard (our speech is about to play, or the user stopped). */
  abort(): void;
}

/**
 * A recogniser for single utterances (`continuous` off: a result ends it and the driver restarts it,
 * which is what every browser supports, iOS included), final results only, three alternatives.
 * Null when the browser has none.
 */
export function createRecognizer(handlers: RecognizerHandlers, scope: object = globalThis): Recognizer | null {
  const Found = recognitionConstructor(scope);
  if (!Found) return null;
  const Recognition: RecognitionConstructor = Found;
  let current: BrowserRecognition | null = null;

  function make(lang: VoiceLang): BrowserRecognition {
    const recognition = new Recognition();
    recognition.lang = RECOGNITION_LOCALES[lang];
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = RECOGNITION_MAX_ALTERNATIVES;
    // Events of a recogniser we have replaced are stale: a late `end` must not restart the new one.
    const live = () => current === recognition;
    recognition.onstart = () => live() && handlers.onStart();
    recognition.onend = () => {
      if (!live()) return;
      current = null;
      handlers.onEnd();
    };
    recognition.onerror = (event) => live() && handlers.onError(recognizerErrorKind(event.error), event.message ?? '');
    recognition.onresult = (event) => {
      if (!live()) return;
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (!result?.isFinal) continue;
        const alternatives: VoiceAlternative[] = [];
        for (let alt = 0; alt < result.length; alt++) {
          const item = result[alt];
          if (item) alternatives.push({ transcript: item.transcript, confidence: item.confidence });
        }
        handlers.onResult(alternatives);
      }
    };
    return recognition;
  }

  return {
    start(lang) {
      const recognition = make(lang);
      current = recognition;
      try {
        recognition.start();
      } catch (error) {
        current = null;
        throw error;
      }
    },
    abort() {
      const recognition = current;
      if (!recognition) return;
      try {
        recognition.abort();
      } catch {
        // Already ended: nothing to abort.
      }
    },
  };
}
