import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';
import { PremiumNote } from './premium-note';
import { useTestMicrophone } from './use-test-microphone';
import { useVoiceTestLog } from './use-voice-test-log';
import { VoiceTestPanel } from './voice-test-panel';

/**
 * /microphone-test: asks for the microphone, shows the recogniser's state and errors, and each
 * phrase with what the grammar made of it. Open to every signed-in user: the check costs nothing and
 * tells a free user whether voice control would work before buying it.
 */
export function MicrophoneTestPage() {
  const { t } = useTranslation('voiceHelp');
  const log = useVoiceTestLog();
  const microphone = useTestMicrophone(log.add);
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('micTest.title')} lead={t('micTest.lead')} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-8 sm:py-12">
        <PremiumNote />
        <Card className="p-5 sm:p-8">
          <VoiceTestPanel microphone={microphone} log={log} details />
        </Card>
        <p className="text-sm text-muted">
          <Link
            to="/instructions#troubleshooting"
            className="font-semibold text-court-700 underline underline-offset-4"
          >
            {t('micTest.troubleshootingLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
