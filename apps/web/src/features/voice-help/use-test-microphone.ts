import { pickVoiceAlternative, type VoiceParseResult } from '@marcador/domain';
import { useEffect, useRef, useState } from 'react';
import { createMicrophone, type Microphone } from '../../lib/voice/microphone';
import { isMicActive, type MicContext, type RecognizerErrorKind } from '../../lib/voice/microphone-machine';
import { isRecognitionSupported } from '../../lib/voice/speech-recognition';
import { useLexicon } from './use-lexicon';

export interface TestMicrophone {
  /** Null until mounted; `state` is `unsupported` when the browser has no recogniser. */
  context: MicContext | null;
  supported: boolean;
  /** The recogniser's own error reports, newest first (no-speech and aborted included, which the match only logs). */
  recognizerErrors: readonly RecognizerErrorKind[];
  /** Starts (asking for the permission the first time, from this tap) or stops listening. */
  toggle(): void;
}

const ERRORS_KEPT = 5;

/**
 * The match's own microphone driver (lib/voice/microphone.ts: the same recogniser, permission and
 * restart rules) for a test: what it hears goes through the grammar to `onHeard` and nowhere else —
 * no gate, no command, no usage count, no score.
 */
export function useTestMicrophone(onHeard: (transcript: string, result: VoiceParseResult) => void): TestMicrophone {
  const { lang } = useLexicon();
  const langRef = useRef(lang);
  langRef.current = lang;
  const onHeardRef = useRef(onHeard);
  onHeardRef.current = onHeard;
  const [context, setContext] = useState<MicContext | null>(null);
  const [recognizerErrors, setRecognizerErrors] = useState<RecognizerErrorKind[]>([]);
  const microphone = useRef<Microphone | null>(null);

  useEffect(() => {
    const created = createMicrophone({
      lang: () => langRef.current,
      onChange: setContext,
      onHeard: (alternatives) => {
        const pick = pickVoiceAlternative(alternatives, langRef.current);
        onHeardRef.current(pick.ok ? pick.transcript : (alternatives[0]?.transcript ?? ''), pick);
      },
      onRecognizerError: (kind) => {
        // Stopping by hand aborts the recogniser: the browser reports it, but it is no trouble to show.
        if (kind === 'aborted' && created.context().stopping) return;
        setRecognizerErrors((errors) => [kind, ...errors].slice(0, ERRORS_KEPT));
      },
    });
    microphone.current = created;
    setContext(created.context());
    return () => {
      created.dispose();
      microphone.current = null;
    };
  }, []);

  return {
    context,
    supported: isRecognitionSupported(),
    recognizerErrors,
    toggle() {
      const mic = microphone.current;
      if (!mic) return;
      const current = mic.context();
      // The first tap asks for the permission (iOS grants it only from a tap); later taps start and stop.
      if (current.permission === 'unknown' && !isMicActive(current)) mic.enable(true);
      else mic.toggle();
    },
  };
}
