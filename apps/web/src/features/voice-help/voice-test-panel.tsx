import { Mic, MicOff } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { isMicActive } from '../../lib/voice/microphone-machine';
import { RECOGNITION_LOCALES } from '../../lib/voice/speech-recognition';
import { TypedPhraseForm } from './typed-phrase-form';
import { useLexicon } from './use-lexicon';
import type { TestMicrophone } from './use-test-microphone';
import type { useVoiceTestLog } from './use-voice-test-log';
import { VoiceTestResults } from './voice-test-results';

/**
 * The voice test: the microphone button with the recogniser's state and error, a typed phrase for
 * when there is no microphone, and the last results. Shared by /microphone-test and the test dialog.
 */
export function VoiceTestPanel({
  microphone,
  log,
  details = false,
}: {
  microphone: TestMicrophone;
  log: ReturnType<typeof useVoiceTestLog>;
  /** Also show the permission, platform and the recogniser's own error reports (the test page). */
  details?: boolean;
}) {
  return (
    <div className="grid gap-6">
      <MicrophoneControl microphone={microphone} details={details} />
      <TypedPhraseForm onResult={log.add} />
      <VoiceTestResults entries={log.entries} onClear={log.clear} />
    </div>
  );
}

function MicrophoneControl({ microphone, details }: { microphone: TestMicrophone; details: boolean }) {
  const { t } = useTranslation(['voiceHelp', 'voice']);
  const { lang } = useLexicon();
  const { context } = microphone;
  if (!microphone.supported || context?.state === 'unsupported') {
    return (
      <Alert tone="error" title={t('voice:unsupported.title')} live={false}>
        {t('voice:unsupported.body')}
      </Alert>
    );
  }
  const active = context ? isMicActive(context) : false;
  const listening = context?.state === 'listening';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={microphone.toggle}
          disabled={!context}
          aria-pressed={active}
          className={cn(
            'inline-flex size-20 shrink-0 items-center justify-center rounded-full text-white shadow-lift transition-colors',
            'disabled:opacity-55',
            listening
              ? 'animate-pulse bg-red-600 hover:bg-red-500'
              : active
                ? 'bg-red-700'
                : 'bg-court-700 hover:bg-court-600',
          )}
        >
          {active ? <MicOff aria-hidden="true" className="size-9" /> : <Mic aria-hidden="true" className="size-9" />}
          <span className="sr-only">{active ? t('recognizer.stop') : t('recognizer.start')}</span>
        </button>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="font-semibold text-muted">{t('recognizer.state')}:</dt>
            <dd>
              <Badge tone={listening ? 'success' : context?.state === 'error' ? 'danger' : 'court'}>
                <span data-testid="mic-state">{context ? t(`recognizer.states.${context.state}`) : '…'}</span>
              </Badge>
            </dd>
          </div>
          <div className="flex flex-wrap gap-2">
            <dt className="font-semibold text-muted">{t('recognizer.language')}:</dt>
            <dd className="text-court-900">{RECOGNITION_LOCALES[lang]}</dd>
          </div>
          {details && context ? (
            <>
              <div className="flex flex-wrap gap-2">
                <dt className="font-semibold text-muted">{t('recognizer.permission')}:</dt>
                <dd className="text-court-900">{t(`recognizer.permissions.${context.permission}`)}</dd>
              </div>
              <div className="flex flex-wrap gap-2">
                <dt className="font-semibold text-muted">{t('recognizer.platform')}:</dt>
                <dd className="text-court-900">{t(`recognizer.platforms.${context.platform}`)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </div>
      {context?.error ? (
        <Alert tone="error" title={t('recognizer.lastError')}>
          {t(`voice:errors.${context.error}`)}
        </Alert>
      ) : null}
      {details && microphone.recognizerErrors.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold text-muted">{t('recognizer.reports')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {microphone.recognizerErrors.map((kind, index) => (
              // The same kind may repeat; the position is the identity of a report here.
              // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id and never reorder
              <li key={`${kind}-${index}`}>
                <Badge tone="neutral">{t(`recognizerReports.${kind}`)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
