import type { VoiceParseResult } from '@marcador/domain';
import { useCallback, useRef, useState } from 'react';
import { addVoiceTestEntry, type VoiceTestEntry } from './voice-test-log';

/** The test panel's last results, newest first; `add` stamps each with the time it arrived. */
export function useVoiceTestLog() {
  const [entries, setEntries] = useState<VoiceTestEntry[]>([]);
  const nextId = useRef(1);
  const add = useCallback((transcript: string, result: VoiceParseResult) => {
    const entry: VoiceTestEntry = { id: nextId.current++, transcript, result, at: Date.now() };
    setEntries((log) => addVoiceTestEntry(log, entry));
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, clear };
}
