import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/use-translation';
import { LearnCard } from './learn-card';
import { RemoteHelp } from './remote-help';
import { TestCard } from './test-card';
import { useRemoteLearner } from './use-remote-learner';

/**
 * /remote, "Mando a distancia": teaches this device's remote step by step, tries it, and says which
 * remotes work on which phones. Signed out too: the mapping lives on the device, not the account.
 */
export function RemotePage() {
  const { t } = useTranslation('remote');
  const { state, send, tested } = useRemoteLearner();
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-4 py-8 sm:px-8 sm:py-12 lg:grid-cols-2">
        <LearnCard state={state} send={send} />
        <TestCard learning={state.awaiting !== null} tested={tested} />
        <div className="lg:col-span-2">
          <RemoteHelp />
        </div>
      </div>
    </>
  );
}
