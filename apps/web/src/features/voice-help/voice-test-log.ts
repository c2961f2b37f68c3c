import type { VoiceParseResult } from '@marcador/domain';

/** Spec section 2: the voice test panel keeps the last 10 results. */
export const VOICE_TEST_LOG_LIMIT = 10;

/** One phrase tried in the test panel and what the grammar made of it. */
export interface VoiceTestEntry {
  /** Unique within the panel; the list key. */
  id: number;
  transcript: string;
  result: VoiceParseResult;
  /** When it was heard or typed (epoch ms). */
  at: number;
}

/** The log with `entry` first, keeping the newest {@link VOICE_TEST_LOG_LIMIT}. */
export function addVoiceTestEntry(log: readonly VoiceTestEntry[], entry: VoiceTestEntry): VoiceTestEntry[] {
  return [entry, ...log].slice(0, VOICE_TEST_LOG_LIMIT);
}

/**
 * The `voice` namespace key naming a result: the command (`commands.point_us`) or the grammar's
 * reason (`reasons.no_keyword`), the same words the voice panel on /app uses.
 */
export function voiceResultKey(result: VoiceParseResult): string {
  return result.ok ? `commands.${result.command}` : `reasons.${result.reason}`;
}
