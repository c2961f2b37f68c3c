import type { StressRun } from '@marcador/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { StressRunFigures } from './stress-figures';
import { isUnderWay, useStressRun } from './stress-test-api';
import { StressTestForm } from './stress-test-form';

/**
 * /stress-test (admins; decision 051): starts a bounded load of this server on itself and shows its
 * figures live, read every second while the run is under way.
 */
export function StressTestPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const status = useStressRun();
  const run = status.data?.run ?? null;
  return (
    <>
      <PageHeader eyebrow={t('stressTest.eyebrow')} title={t('stressTest.title')} lead={t('stressTest.lead')} />
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-4">
          <Link
            to="/master-admin"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-court-700 hover:text-court-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('stressTest.back')}
          </Link>
          <StressTestForm underWay={isUnderWay(run)} />
        </div>
        <section
          aria-labelledby="stress-test-results"
          className="grid min-w-0 gap-4 rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8"
        >
          <h2 id="stress-test-results" className="font-display text-xl font-bold text-court-900">
            {t('stressTest.run.title')}
          </h2>
          {status.isPending ? <LoadingScreen label={tm('common.loading')} /> : null}
          {status.isError ? (
            <div role="alert" className="grid gap-3">
              <p className="font-medium text-red-700">{t('stressTest.run.loadFailed')}</p>
              <Button variant="secondary" className="justify-self-start" onClick={() => void status.refetch()}>
                {t('stressTest.run.retry')}
              </Button>
            </div>
          ) : null}
          {status.isSuccess && run === null ? <p className="text-muted">{t('stressTest.run.none')}</p> : null}
          {run ? <RunSummary run={run} /> : null}
          {run ? <StressRunFigures run={run} /> : null}
        </section>
      </div>
    </>
  );
}

/** What was chosen, where the run stands (announced as it changes) and why it failed, if it did. */
function RunSummary({ run }: { run: StressRun }) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-1">
      <p className="text-muted">
        {t('stressTest.run.settings', { connections: run.connections, seconds: run.durationSeconds })}
      </p>
      <p role="status" className="font-semibold text-court-900" data-testid="stress-state">
        {run.state === 'running'
          ? t('stressTest.run.elapsed', { elapsed: Math.floor(run.elapsedSeconds), seconds: run.durationSeconds })
          : t(`stressTest.run.states.${run.state}`)}
      </p>
      {run.failure ? <p className="font-medium text-red-700">{t(`stressTest.run.failures.${run.failure}`)}</p> : null}
    </div>
  );
}
