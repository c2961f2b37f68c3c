import { parseVoiceCommand } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { addVoiceTestEntry, VOICE_TEST_LOG_LIMIT, type VoiceTestEntry, voiceResultKey } from './voice-test-log';

function entry(id: number, transcript = `frase ${id}`): VoiceTestEntry {
  return { id, transcript, result: parseVoiceCommand(transcript, 'es'), at: 1_000 * id };
}

describe('voice test log', () => {
  it('puts the newest result first', () => {
    const log = addVoiceTestEntry(addVoiceTestEntry([], entry(1)), entry(2));
    expect(log.map((e) => e.id)).toEqual([2, 1]);
  });

  it('keeps only the last 10 results (spec section 2)', () => {
    let log: VoiceTestEntry[] = [];
    for (let id = 1; id <= 25; id++) log = addVoiceTestEntry(log, entry(id));
    expect(VOICE_TEST_LOG_LIMIT).toBe(10);
    expect(log.map((e) => e.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
  });

  it('does not change the log it was given', () => {
    const log = [entry(1)];
    addVoiceTestEntry(log, entry(2));
    expect(log.map((e) => e.id)).toEqual([1]);
  });
});

describe('voiceResultKey', () => {
  it.each([
    ['punto para nosotros', 'commands.point_us'],
    ['terminar partido', 'commands.end_match'],
    ['aaaa', 'reasons.noise'],
    ['qué calor hace hoy', 'reasons.no_keyword'],
    ['uno dos tres cuatro cinco seis siete', 'reasons.too_many_words'],
    ['punto para nosotros punto para nosotros punto para ellos', 'reasons.too_long'],
  ])('%s -> %s', (transcript, key) => {
    expect(voiceResultKey(parseVoiceCommand(transcript, 'es'))).toBe(key);
  });
});
