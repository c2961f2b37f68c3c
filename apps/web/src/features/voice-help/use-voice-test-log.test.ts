import { parseVoiceCommand } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { createVoiceTestLogStore } from './use-voice-test-log';

describe('voice test log store', () => {
  it('stamps, keeps the newest 10 and tells its listeners', () => {
    let clock = 0;
    const store = createVoiceTestLogStore(() => clock);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    for (let i = 1; i <= 12; i++) {
      clock = i * 1000;
      store.add(`frase ${i}`, parseVoiceCommand('punto para ellos', 'es'));
    }
    expect(calls).toBe(12);
    expect(store.entries()).toHaveLength(10);
    expect(store.entries()[0]).toMatchObject({ id: 12, transcript: 'frase 12', at: 12_000 });
    expect(store.entries()[9]?.transcript).toBe('frase 3');
    unsubscribe();
    store.clear();
    expect(store.entries()).toEqual([]);
    expect(calls).toBe(12);
  });

  it('gives the same list between changes, as useSyncExternalStore needs', () => {
    const store = createVoiceTestLogStore();
    expect(store.entries()).toBe(store.entries());
    store.add('deshacer', parseVoiceCommand('deshacer', 'es'));
    const once = store.entries();
    expect(store.entries()).toBe(once);
  });
});
