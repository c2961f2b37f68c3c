import { describe, expect, it } from 'vitest';
import { AUDIO_REENABLE_MS, audioDecision, createSpeechOutput, type SpeechKind } from './speech-output';

/** A browser speechSynthesis stand-in: records each utterance's text and lang and ends it after `ms`. */
function recordingSynthesis(ms = 5, error?: string) {
  const spoken: { text: string; lang: string }[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const speechSynthesis = {
    getVoices: () => [],
    cancel: () => {},
    speak(utterance: Utterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      setTimeout(() => (error ? utterance.onerror?.({ error }) : utterance.onend?.()), ms);
    },
  };
  return { scope: { speechSynthesis, SpeechSynthesisUtterance: Utterance }, spoken };
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('audioDecision (spec section 4: audio off)', () => {
  it.each<[string, boolean, number, SpeechKind, number, boolean, number]>([
    ['audio on plays everything', true, -1, 'point', 1000, true, -1],
    ['audio off silences the automatic call', false, -1, 'point', 1000, false, -1],
    ['audio off: the score asked for plays and re-enables for 3 s', false, -1, 'score', 1000, true, 4000],
    ['audio off: a voice command re-enables for 4 s', false, -1, 'command', 1000, true, 5000],
    ['audio off: the end of the match re-enables for 5 s', false, -1, 'match-end', 1000, true, 6000],
    ['inside a re-enabled window every call plays', false, 4000, 'point', 3999, true, 4000],
    ['the window closes at its end', false, 4000, 'point', 4000, false, 4000],
  ])('%s', (_name, on, until, kind, now, play, nextUntil) => {
    expect(audioDecision(on, until, kind, now)).toEqual({ play, reenabledUntil: nextUntil });
  });

  it('uses the spec windows', () => {
    expect(AUDIO_REENABLE_MS).toEqual({ point: 0, command: 4000, score: 3000, 'match-end': 5000 });
  });
});

describe('createSpeechOutput', () => {
  it('falls back to speechSynthesis in the recognition locale, one at a time, and reports start and end', async () => {
    const { scope, spoken } = recordingSynthesis();
    const events: string[] = [];
    const output = createSpeechOutput({
      scope,
      fetchAudio: async () => null,
      onSpeechStart: () => events.push('start'),
      onSpeechEnd: () => events.push('end'),
      onPlayed: (path, text) => events.push(`${path}:${text}`),
    });
    output.say('Quince nada', 'es', 'point');
    output.say('Treinta nada', 'es', 'point');
    output.say('Cuarenta nada', 'es', 'point');
    expect(output.isSpeaking()).toBe(true);
    await idle(200);
    // The second request was replaced by the third while the first played.
    expect(spoken).toEqual([
      { text: 'Quince nada', lang: 'es-ES' },
      { text: 'Cuarenta nada', lang: 'es-ES' },
    ]);
    expect(events).toEqual(['start', 'end', 'browser:Quince nada', 'start', 'end', 'browser:Cuarenta nada']);
    expect(output.isSpeaking()).toBe(false);
  });

  it('plays server audio when the server gives some', async () => {
    const played: string[] = [];
    class FakeAudio {
      onended: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        setTimeout(() => this.onended?.(), 5);
        return Promise.resolve();
      }
      pause() {}
    }
    const { scope, spoken } = recordingSynthesis();
    const paths: string[] = [];
    const output = createSpeechOutput({
      scope: { ...scope, Audio: FakeAudio, URL: { createObjectURL: () => 'blob:1', revokeObjectURL: () => {} } },
      fetchAudio: async () => new Blob([new Uint8Array([1])], { type: 'audio/mpeg' }),
      onPlayed: (path) => paths.push(path),
    });
    output.say('Love all', 'en', 'score');
    await idle(50);
    expect(played).toEqual(['blob:1']);
    expect(spoken).toEqual([]);
    expect(paths).toEqual(['server']);
  });

  it('asks for a tap when the browser refuses to speak (autoplay policy)', async () => {
    const { scope } = recordingSynthesis(1, 'not-allowed');
    const taps: string[] = [];
    const output = createSpeechOutput({ scope, fetchAudio: async () => null, onNeedsTap: (text) => taps.push(text) });
    output.say('Iguales', 'es', 'point');
    await idle(30);
    expect(taps).toEqual(['Iguales']);
  });

  it('says nothing while audio is off, except what re-enables it', async () => {
    const { scope, spoken } = recordingSynthesis();
    const output = createSpeechOutput({ scope, fetchAudio: async () => null });
    output.setAudioEnabled(false);
    expect(output.say('Quince nada', 'es', 'point')).toBe(false);
    expect(output.say('Un set a cero', 'es', 'score')).toBe(true);
    await idle(30);
    expect(spoken.map((s) => s.text)).toEqual(['Un set a cero']);
  });
});
