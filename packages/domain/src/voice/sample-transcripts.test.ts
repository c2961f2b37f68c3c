import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVoiceCommand } from './parse-voice-command';
import { VOICE_COMMANDS, type VoiceLang } from './voice-command';

interface SampleRow {
  line: number;
  lang: VoiceLang;
  transcript: string;
  expect: string;
}

// The shared public sample (../shared/voice from the repo root). Read eagerly: if the file is missing
// or moved, this whole test file fails to load instead of passing empty.
const sample = readFileSync(new URL('../../../../../shared/voice/sample-transcripts.tsv', import.meta.url), 'utf8');

function readSample(text: string): SampleRow[] {
  const lines = text.split(/\r?\n/);
  const header = lines[0]?.split('\t');
  if (header?.join(',') !== 'lang,transcript,expect') throw new Error(`unexpected header: ${lines[0]}`);
  return lines.slice(1).flatMap((row, i) => {
    if (row.trim() === '') return [];
    const [lang, transcript, expected] = row.split('\t');
    if ((lang !== 'es' && lang !== 'en') || transcript === undefined || expected === undefined) {
      throw new Error(`malformed line ${i + 2}: ${row}`);
    }
    return [{ line: i + 2, lang, transcript, expect: expected }];
  });
}

const rows = readSample(sample);

describe('shared sample transcripts (../shared/voice/sample-transcripts.tsv)', () => {
  it('has rows for both languages and only known expectations', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(['es', 'en']));
    for (const row of rows) expect([...VOICE_COMMANDS, 'reject']).toContain(row.expect);
  });

  it.each(rows)('line $line ($lang) "$transcript" -> $expect', ({ lang, transcript, expect: expected }) => {
    const result = parseVoiceCommand(transcript, lang);
    if (expected === 'reject') expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, command: expected });
  });
});
