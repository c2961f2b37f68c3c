import { describe, expect, it } from 'vitest';
import {
  type BrowserRecognition,
  createRecognizer,
  isRecognitionSupported,
  RECOGNITION_MAX_ALTERNATIVES,
  recognizerErrorKind,
} from './speech-recognition';

/** A browser recogniser stand-in that keeps every instance so the test can fire its events. */
function fakeBrowser() {
  const instances: FakeRecognition[] = [];
  class FakeRecognition implements BrowserRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 1;
    onstart: BrowserRecognition['onstart'] = null;
    onend: BrowserRecognition['onend'] = null;
    onerror: BrowserRecognition['onerror'] = null;
    onresult: BrowserRecognition['onresult'] = null;
    started = 0;
    aborted = 0;
    constructor() {
      instances.push(this);
    }
    start() {
      this.started++;
    }
    stop() {}
    abort() {
      this.aborted++;
    }
    result(isFinal: boolean, ...transcripts: string[]) {
      const alternatives = Object.assign(
        transcripts.map((transcript) => ({ transcript, confidence: 0.5 })),
        { isFinal },
      );
      this.onresult?.({ resultIndex: 0, results: [alternatives] });
    }
  }
  return { scope: { webkitSpeechRecognition: FakeRecognition }, instances };
}

function recorder() {
  const events: string[] = [];
  return {
    events,
    handlers: {
      onStart: () => events.push('start'),
      onEnd: () => events.push('end'),
      onError: (kind: string) => events.push(`error:${kind}`),
      onResult: (alternatives: { transcript: string }[]) =>
        events.push(`result:${alternatives.map((a) => a.transcript).join('|')}`),
    },
  };
}

describe('speech recognition adapter', () => {
  it('finds the prefixed constructor, or reports none', () => {
    expect(isRecognitionSupported(fakeBrowser().scope)).toBe(true);
    expect(isRecognitionSupported({})).toBe(false);
    expect(createRecognizer(recorder().handlers, {})).toBeNull();
  });

  it('configures single final utterances with three alternatives in the language locale', () => {
    const browser = fakeBrowser();
    const recognizer = createRecognizer(recorder().handlers, browser.scope);
    recognizer?.start('en');
    const [instance] = browser.instances;
    expect(instance).toMatchObject({
      lang: 'en-US',
      continuous: false,
      interimResults: false,
      maxAlternatives: RECOGNITION_MAX_ALTERNATIVES,
      started: 1,
    });
  });

  it('reports final results with every alternative, and ignores interim ones', () => {
    const browser = fakeBrowser();
    const { events, handlers } = recorder();
    createRecognizer(handlers, browser.scope)?.start('es');
    const instance = browser.instances[0];
    instance?.onstart?.();
    instance?.result(false, 'punto');
    instance?.result(true, 'punto para nosotros', 'punto para vosotros');
    instance?.onerror?.({ error: 'no-speech' });
    instance?.onend?.();
    expect(events).toEqual(['start', 'result:punto para nosotros|punto para vosotros', 'error:no-speech', 'end']);
  });

  it('drops the events of a recogniser that has been replaced', () => {
    const browser = fakeBrowser();
    const { events, handlers } = recorder();
    const recognizer = createRecognizer(handlers, browser.scope);
    recognizer?.start('es');
    recognizer?.abort();
    recognizer?.start('es');
    browser.instances[0]?.result(true, 'punto para nosotros');
    browser.instances[0]?.onend?.();
    expect(events).toEqual([]);
    expect(browser.instances[0]?.aborted).toBe(1);
  });

  it.each([
    ['not-allowed', 'not-allowed'],
    ['no-speech', 'no-speech'],
    ['something-new', 'other'],
  ])('error %s is %s', (code, kind) => {
    expect(recognizerErrorKind(code)).toBe(kind);
  });
});
