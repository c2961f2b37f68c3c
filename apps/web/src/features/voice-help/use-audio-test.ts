import { useEffect, useRef, useState } from 'react';
import { createSpeechOutput, type SpeechOutput, type SpeechPath } from '../../lib/voice/speech-output';
import { useLexicon } from './use-lexicon';

/** What the last try did: still playing, or which path played it. */
export type AudioTestState = { status: 'idle' } | { status: 'playing' } | { status: 'done'; path: SpeechPath };

/**
 * The match's own speech output (server voice, then the browser's speechSynthesis, then the
 * 'Tap to hear the score' request) for one test phrase, reporting which path played it. Nothing is
 * counted as usage: a test is not an announcement of a match.
 */
export function useAudioTest() {
  const { lang } = useLexicon();
  const [state, setState] = useState<AudioTestState>({ status: 'idle' });
  const output = useRef<SpeechOutput | null>(null);

  useEffect(() => {
    const created = createSpeechOutput({
      onSpeechStart: () => setState({ status: 'playing' }),
      onPlayed: (path) => setState({ status: 'done', path }),
      onNeedsTap: () => setState({ status: 'done', path: 'tap' }),
    });
    output.current = created;
    return () => {
      created.cancel();
      output.current = null;
    };
  }, []);

  return {
    state,
    /** Plays `text` as the score asked for by hand (which plays even with the match's audio off). */
    play: (text: string) => output.current?.say(text, lang, 'score'),
    beep: () => output.current?.beep(),
  };
}
