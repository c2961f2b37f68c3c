import { parseVoiceCommand } from './parse-voice-command';
import type { VoiceCommand, VoiceLang, VoiceRejectReason } from './voice-command';

/** One reading of an utterance as speech recognition returns it (`SpeechRecognitionAlternative`). */
export interface VoiceAlternative {
  transcript: string;
  /** 0..1; browsers report 0 when they do not know. */
  confidence: number;
}

/** The alternative that gave a command, or why none did. */
export type VoiceAlternativePick =
  | { ok: true; command: VoiceCommand; transcript: string; confidence: number; index: number }
  | { ok: false; reason: VoiceRejectReason };

/**
 * Picks the first alternative, in the recogniser's order (most confident first), that parses to
 * a command. The order is trusted rather than re-sorted by confidence because browsers report 0
 * for alternatives they did not score. When none parses, the reason is the first alternative's,
 * the recogniser's best reading; an empty list is `noise` (nothing was heard).
 */
export function pickVoiceAlternative(alternatives: readonly VoiceAlternative[], lang: VoiceLang): VoiceAlternativePick {
  let firstReason: VoiceRejectReason | null = null;
  for (const [index, alternative] of alternatives.entries()) {
    const result = parseVoiceCommand(alternative.transcript, lang);
    if (result.ok) {
      return {
        ok: true,
        command: result.command,
        transcript: alternative.transcript,
        confidence: alternative.confidence,
        index,
      };
    }
    firstReason ??= result.reason;
  }
  return { ok: false, reason: firstReason ?? 'noise' };
}
