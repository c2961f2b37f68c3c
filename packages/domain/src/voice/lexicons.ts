import { VOICE_LEXICON_EN } from './lexicon-en';
import { VOICE_LEXICON_ES } from './lexicon-es';
import type { VoiceLang } from './voice-command';
import type { VoiceLexicon } from './voice-lexicon';

/** Both lexicons by language, for the UI's "supported phrases" list and for the grammar. */
export const VOICE_LEXICONS: Readonly<Record<VoiceLang, VoiceLexicon>> = {
  es: VOICE_LEXICON_ES,
  en: VOICE_LEXICON_EN,
};
