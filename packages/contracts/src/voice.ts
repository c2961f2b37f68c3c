import { z } from 'zod';
import { MAX_VOICE_USAGE_INCREMENT } from './limits';

/**
 * Spoken score and voice usage (Premium). POST /api/tts turns an umpire phrase into audio bytes
 * (`audio/mpeg` from an OpenAI-compatible speech API, `audio/wav` from the local espeak-ng); errors
 * are JSON: 400 `validation_failed`, 401 `unauthorized`, 403 `plan_required`, 429 `rate_limited`,
 * 501 `tts_unavailable` (no provider configured), 502 `tts_provider_failed` (the provider failed).
 * POST /api/usage/voice adds a batch of counts to the signed-in user's current UTC month and
 * GET /api/usage/voice reads them back.
 */

/** Longest phrase the server synthesises: the umpire's announcements are far shorter. */
export const TTS_MAX_TEXT_LENGTH = 200;
export const TTS_VOICES = ['nova', 'alloy'] as const;
export const TTS_LANGUAGES = ['es', 'en'] as const;
export type TtsVoice = (typeof TTS_VOICES)[number];
export type TtsLanguage = (typeof TTS_LANGUAGES)[number];

/** Spec section 7: nova for Spanish, alloy otherwise. */
export function defaultTtsVoice(language: TtsLanguage): TtsVoice {
  return language === 'es' ? 'nova' : 'alloy';
}

export const ttsRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(TTS_MAX_TEXT_LENGTH),
  /** Omitted: the language's default voice. */
  voice: z.enum(TTS_VOICES).optional(),
  language: z.enum(TTS_LANGUAGES),
});
export type TtsRequest = z.infer<typeof ttsRequestSchema>;

/** POST /api/tts success: the audio bytes themselves (`audio/mpeg` or `audio/wav`), never JSON. */
export const ttsAudioSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'audio/mpeg or audio/wav' });

const increment = z.number().int().min(0).max(MAX_VOICE_USAGE_INCREMENT);

/** POST /api/usage/voice: counts to add; an omitted counter adds 0. */
export const voiceUsageReportSchema = z.strictObject({
  commandsAccepted: increment.default(0),
  commandsRejected: increment.default(0),
  announcementsPlayed: increment.default(0),
});
export type VoiceUsageReport = z.input<typeof voiceUsageReportSchema>;

/** One calendar month (UTC, `YYYY-MM`) of a user's voice usage. */
export const voiceUsageMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  commandsAccepted: z.number().int().nonnegative(),
  commandsRejected: z.number().int().nonnegative(),
  announcementsPlayed: z.number().int().nonnegative(),
});
export type VoiceUsageMonth = z.infer<typeof voiceUsageMonthSchema>;

/** Previous months GET /api/usage/voice returns besides the current one. */
export const VOICE_USAGE_HISTORY_MONTHS = 11;

/** GET /api/usage/voice (and the answer to a report): this month, zeros when nothing was recorded. */
export const voiceUsageResponseSchema = z.object({
  current: voiceUsageMonthSchema,
  /** Earlier months with any usage, newest first, at most VOICE_USAGE_HISTORY_MONTHS. */
  previous: z.array(voiceUsageMonthSchema),
});
export type VoiceUsageResponse = z.infer<typeof voiceUsageResponseSchema>;
