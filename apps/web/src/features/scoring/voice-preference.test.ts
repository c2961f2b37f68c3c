import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOICE_PREFERENCE,
  readVoicePreference,
  VOICE_PREFERENCE_KEY,
  writeVoicePreference,
} from './voice-preference';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('voice preference', () => {
  it.each([
    ['nothing stored', undefined, DEFAULT_VOICE_PREFERENCE],
    ['malformed JSON', '{nope', DEFAULT_VOICE_PREFERENCE],
    ['wrong types', '{"audio":"yes","microphone":1}', DEFAULT_VOICE_PREFERENCE],
    ['a stored choice', '{"audio":false,"microphone":true}', { audio: false, microphone: true }],
  ])('%s', (_name, stored, expected) => {
    const storage = memoryStorage(stored === undefined ? {} : { [VOICE_PREFERENCE_KEY]: stored });
    expect(readVoicePreference(storage)).toEqual(expected);
  });

  it('reads back what it wrote, and survives a storage that throws', () => {
    const storage = memoryStorage();
    writeVoicePreference(storage, { audio: false, microphone: true });
    expect(readVoicePreference(storage)).toEqual({ audio: false, microphone: true });
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeVoicePreference(broken, DEFAULT_VOICE_PREFERENCE)).not.toThrow();
    expect(readVoicePreference(broken)).toEqual(DEFAULT_VOICE_PREFERENCE);
  });
});
