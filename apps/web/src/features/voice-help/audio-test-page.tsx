import { BellRing, Play, Volume2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';
import { BEEP_DURATION_S, BEEP_FREQUENCY_HZ } from '../../lib/voice/speech-output';
import { HelpSection } from './help-section';
import { PremiumNote } from './premium-note';
import { sampleUmpirePhrase } from './sample-phrase';
import { useAudioTest } from './use-audio-test';
import { useLexicon } from './use-lexicon';

/** /audio-test: an umpire phrase through the match's speech output (saying which path played) and the command beep. */
export function AudioTestPage() {
  const { t } = useTranslation(['voiceHelp', 'voice']);
  const { lang } = useLexicon();
  const audio = useAudioTest();
  const phrase = sampleUmpirePhrase(lang);
  const playing = audio.state.status === 'playing';
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('audioTest.title')} lead={t('audioTest.lead')} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-8 sm:py-12">
        <PremiumNote />
        <HelpSection id="sample" title={t('audioTest.sampleTitle')} icon={Volume2}>
          <div className="grid gap-4">
            <blockquote
              lang={lang}
              className="rounded-2xl bg-chalk p-4 text-lg font-medium text-court-900 ring-1 ring-court-900/8"
            >
              {phrase}
            </blockquote>
            <div>
              <Button size="lg" onClick={() => audio.play(phrase)} disabled={playing}>
                <Play aria-hidden="true" className="size-5" />
                {playing ? t('audioTest.playing') : t('audioTest.play')}
              </Button>
            </div>
            <div aria-live="polite">
              {audio.state.status === 'done' ? (
                <Alert
                  tone={audio.state.path === 'tap' ? 'error' : 'success'}
                  title={t('audioTest.pathTitle')}
                  live={false}
                >
                  <span data-testid="audio-path">{t(`audioTest.paths.${audio.state.path}`)}</span>
                  {audio.state.path === 'tap' ? (
                    // A tap is a user gesture: browsers that blocked the automatic sound let this one play.
                    <Button variant="danger" className="mt-3" onClick={() => audio.play(phrase)}>
                      <Volume2 aria-hidden="true" className="size-4" />
                      {t('voice:audio.tapToHear')}
                    </Button>
                  ) : null}
                </Alert>
              ) : null}
            </div>
          </div>
        </HelpSection>
        <HelpSection id="beep" title={t('audioTest.beepTitle')} icon={BellRing}>
          <div className="grid gap-4">
            <p className="text-muted">
              {t('audioTest.beepBody', { hz: BEEP_FREQUENCY_HZ, seconds: BEEP_DURATION_S.toLocaleString(lang) })}
            </p>
            <div>
              <Button variant="secondary" onClick={() => audio.beep()}>
                <BellRing aria-hidden="true" className="size-4" />
                {t('audioTest.beep')}
              </Button>
            </div>
          </div>
        </HelpSection>
      </div>
    </>
  );
}
