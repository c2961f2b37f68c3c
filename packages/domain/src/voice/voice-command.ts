/**
 * The vocabulary shared by every part of the voice grammar: what a transcript can become, why it can
 * be refused, and the limits from the product spec (section 5 and 9).
 */

/** A command a player can give by voice; the same names the buttons dispatch. */
export type VoiceCommand =
  | 'point_us'
  | 'point_them'
  | 'undo'
  | 'next_set'
  | 'restart'
  | 'end_match'
  | 'swap_court'
  | 'score'
  | 'who_serves';

/** Every voice command, in the order the UI lists them. */
export const VOICE_COMMANDS: readonly VoiceCommand[] = [
  'point_us',
  'point_them',
  'undo',
  'next_set',
  'restart',
  'end_match',
  'swap_court',
  'score',
  'who_serves',
];

/** A language the grammar understands; Spanish is the product default. */
export type VoiceLang = 'es' | 'en';

/**
 * Why a transcript gave no command:
 * - `too_long`: more than {@link VOICE_MAX_CHARS} characters;
 * - `too_many_words`: more than {@link VOICE_MAX_WORDS} words;
 * - `noise`: only vowels, only consonants, only digits or only punctuation (or nothing at all);
 * - `no_keyword`: not one word of the language's lexicon;
 * - `no_match`: keywords, but no phrase matches, or two commands match equally, or the rest of the
 *   sentence makes the command doubtful (a negation, another command's word, too many extra words).
 */
export type VoiceRejectReason = 'too_long' | 'too_many_words' | 'noise' | 'no_keyword' | 'no_match';

/** The outcome of parsing one transcript. */
export type VoiceParseResult = { ok: true; command: VoiceCommand } | { ok: false; reason: VoiceRejectReason };

/** Spec section 9: a transcript longer than this many characters is refused. */
export const VOICE_MAX_CHARS = 50;

/** Spec section 9: a command has at most this many words. */
export const VOICE_MAX_WORDS = 6;

/** Spec section 5: a phrase of two or more words matches when this share of its words is present. */
export const VOICE_PHRASE_MATCH_RATIO = 0.7;

/** Spec section 9: the same command heard again within this many milliseconds is ignored. */
export const VOICE_DUPLICATE_WINDOW_MS = 1200;

/**
 * Spec section 9 (TTS guard): our own speech is assumed over after this long even if the end of
 * speech is never reported, so a lost event cannot deafen the microphone for the rest of the match.
 */
export const VOICE_SPEECH_GUARD_MS = 6000;
