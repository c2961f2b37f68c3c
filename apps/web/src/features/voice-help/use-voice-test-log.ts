import type { VoiceParseResult } from '@marcador/domain';
import { useSyncExternalStore } from 'react';
import { addVoiceTestEntry, type VoiceTestEntry } from './voice-test-log';

type Listener = () => void;

/**
 * The test panel's results for the page's lifetime, outside any component: the /app voice panel
 * mounts the test dialog only while it is open, and the last 10 results must still be there when it
 * opens again. /microphone-test shows the same list.
 */
export function createVoiceTestLogStore(now: () => number = Date.now) {
  let entries: VoiceTestEntry[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    entries: () => entries,
    add(transcript: string, result: VoiceParseResult) {
      entries = addVoiceTestEntry(entries, { id: nextId++, transcript, result, at: now() });
      emit();
    },
    clear() {
      entries = [];
      emit();
    },
  };
}

const store = createVoiceTestLogStore();

/** The last results, newest first; `add` stamps each with the time it arrived. */
export function useVoiceTestLog() {
  const entries = useSyncExternalStore(store.subscribe, store.entries);
  return { entries, add: store.add, clear: store.clear };
}
