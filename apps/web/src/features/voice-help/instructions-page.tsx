import {
  VOICE_COMMANDS,
  VOICE_DUPLICATE_WINDOW_MS,
  VOICE_MAX_CHARS,
  VOICE_MAX_WORDS,
  type VoiceCommand,
} from '@marcador/domain';
import { ChevronDown, Mic, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';
import { HelpSection } from './help-section';
import { useLexicon } from './use-lexicon';

/** The page's sections in reading order; each is an anchor (`#voice`, `#troubleshooting`, ...). */
const SECTIONS = ['voice', 'invitations', 'statistics', 'microphone', 'troubleshooting'] as const;

/** Troubleshooting entries, the most common trouble first. */
const PROBLEMS = [
  'ios',
  'android',
  'iframe',
  'noSpeech',
  'audioCapture',
  'network',
  'serviceUnavailable',
  'language',
  'aborted',
  'notAvailable',
  'noSound',
] as const;

const BASE = 'instructions.sections';

/** Phrases shown at once per command (the lexicon lists the best known first); the rest fold away. */
const FIRST_PHRASES = 4;

/** /instructions: voice commands (from the domain lexicon), invitations, statistics, microphone set-up and troubleshooting. */
export function InstructionsPage() {
  const { t } = useTranslation('voiceHelp');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('instructions.title')} lead={t('instructions.lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-8 sm:py-12 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('instructions.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-bold uppercase tracking-widest text-muted">{t('instructions.contents')}</h2>
          <ol className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="flex min-h-11 items-center rounded-xl bg-white px-3 text-sm font-medium text-court-700 ring-1 ring-court-900/8 hover:text-court-900 lg:bg-transparent lg:ring-0 lg:hover:bg-white"
                >
                  {t(`${BASE}.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid min-w-0 gap-8">
          <VoiceCommandsSection />
          <HelpSection id="invitations" title={t(`${BASE}.invitations.title`)}>
            <Paragraphs base={`${BASE}.invitations`} keys={['setup', 'afterMatch', 'friends']} />
          </HelpSection>
          <HelpSection id="statistics" title={t(`${BASE}.statistics.title`)}>
            <Paragraphs base={`${BASE}.statistics`} keys={['summary', 'profile', 'usage']} />
          </HelpSection>
          <MicrophoneSection />
          <HelpSection id="troubleshooting" title={t(`${BASE}.troubleshooting.title`)}>
            <dl className="grid gap-4 md:grid-cols-2">
              {PROBLEMS.map((problem) => (
                <div key={problem} className="rounded-2xl bg-chalk p-4 ring-1 ring-court-900/8">
                  <dt className="font-semibold text-court-900">{t(`${BASE}.troubleshooting.${problem}.title`)}</dt>
                  <dd className="mt-1 text-sm text-muted">{t(`${BASE}.troubleshooting.${problem}.body`)}</dd>
                </div>
              ))}
            </dl>
          </HelpSection>
        </div>
      </div>
    </>
  );
}

function Paragraphs({ base, keys }: { base: string; keys: readonly string[] }) {
  const { t } = useTranslation('voiceHelp');
  return (
    <div className="grid gap-3 text-court-900">
      {keys.map((key) => (
        <p key={key}>{t(`${base}.${key}`)}</p>
      ))}
    </div>
  );
}

/** Every phrase of the current language's lexicon, grouped per command: the list is the grammar's own data. */
function VoiceCommandsSection() {
  const { t } = useTranslation(['voiceHelp', 'voice']);
  const lexicon = useLexicon();
  const rules = [
    t(`${BASE}.voice.ruleOrder`),
    t(`${BASE}.voice.ruleShort`, { words: VOICE_MAX_WORDS, chars: VOICE_MAX_CHARS }),
    t(`${BASE}.voice.ruleRepeat`, { seconds: (VOICE_DUPLICATE_WINDOW_MS / 1000).toLocaleString(lexicon.lang) }),
    t(`${BASE}.voice.rulePause`),
  ];
  return (
    <HelpSection
      id="voice"
      title={t(`${BASE}.voice.title`)}
      badge={<Badge tone="ball">{t('voice:panel.premium')}</Badge>}
    >
      <p className="text-court-900">{t(`${BASE}.voice.intro`)}</p>
      <ul className="mt-4 grid list-disc gap-1 pl-5 text-sm text-muted">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="mt-6 grid items-start gap-4 md:grid-cols-2">
        {VOICE_COMMANDS.map((command) => (
          <CommandCard key={command} command={command} phrases={lexicon.phrases[command]} lang={lexicon.lang} />
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">{t(`${BASE}.voice.otherLanguage`)}</p>
    </HelpSection>
  );
}

/** One command: its name, what it does, its best known phrases and, folded, every other way to say it. */
function CommandCard({ command, phrases, lang }: { command: VoiceCommand; phrases: readonly string[]; lang: string }) {
  const { t } = useTranslation(['voiceHelp', 'voice']);
  return (
    <section
      aria-labelledby={`command-${command}`}
      data-command={command}
      className="rounded-2xl bg-chalk p-4 ring-1 ring-court-900/8"
    >
      <h3 id={`command-${command}`} className="font-display text-lg font-bold text-court-900">
        {t(`voice:commands.${command}`)}
      </h3>
      <p className="text-sm text-muted">{t(`commandHints.${command}`)}</p>
      <PhraseList phrases={phrases.slice(0, FIRST_PHRASES)} lang={lang} />
      {phrases.length > FIRST_PHRASES ? (
        <details className="group mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center gap-1 text-sm font-semibold text-court-700 hover:text-court-900">
            {t(`${BASE}.voice.morePhrases`, { count: phrases.length - FIRST_PHRASES })}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <PhraseList phrases={phrases.slice(FIRST_PHRASES)} lang={lang} />
        </details>
      ) : null}
    </section>
  );
}

function PhraseList({ phrases, lang }: { phrases: readonly string[]; lang: string }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {phrases.map((phrase) => (
        <li
          key={phrase}
          lang={lang}
          className="rounded-full bg-white px-3 py-1 text-sm font-medium text-court-800 ring-1 ring-court-200"
        >
          {phrase}
        </li>
      ))}
    </ul>
  );
}

function MicrophoneSection() {
  const { t } = useTranslation('voiceHelp');
  const steps = ['browsers', 'stepAllow', 'stepTest', 'stepSpeak'] as const;
  return (
    <HelpSection id="microphone" title={t(`${BASE}.microphone.title`)}>
      <ol className="grid list-decimal gap-2 pl-5 text-court-900">
        {steps.map((step) => (
          <li key={step}>{t(`${BASE}.microphone.${step}`)}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/microphone-test" className={buttonClasses('court')}>
          <Mic aria-hidden="true" className="size-4" />
          {t(`${BASE}.microphone.micTestLink`)}
        </Link>
        <Link to="/audio-test" className={buttonClasses('secondary')}>
          <Volume2 aria-hidden="true" className="size-4" />
          {t(`${BASE}.microphone.audioTestLink`)}
        </Link>
      </div>
    </HelpSection>
  );
}
