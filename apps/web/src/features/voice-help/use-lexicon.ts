import { VOICE_LEXICONS, type VoiceLexicon } from '@marcador/domain';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/** The voice lexicon of the interface language: the grammar listens in the language the app shows. */
export function useLexicon(): VoiceLexicon {
  const { i18n } = useTranslation();
  return VOICE_LEXICONS[currentLanguage(i18n.language)];
}
