import type { PendingVenueApplication } from '@marcador/contracts';
import { Building2, Check, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorMessageKey } from '../../lib/api';
import { usePublicConfig } from '../../lib/use-public-config';
import { useTranslation } from '../../lib/use-translation';
import { RejectApplicationDialog } from './reject-application-dialog';
import { type Decision, useDecideApplication, usePendingApplications } from './venue-applications-api';

/**
 * The master admin's list of clubs waiting to become venues (decision 047): approve, or reject with a
 * reason. Shown only while the court-admin flag is on (the server has no such routes otherwise).
 */
export function VenueApplicationsPanel() {
  const { t } = useTranslation('account');
  const config = usePublicConfig();
  const enabled = config.data?.flags.courtAdmin === true;
  const pending = usePendingApplications(enabled);
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<PendingVenueApplication | null>(null);
  // Kept past the closing (which clears `rejecting`): the dialog gives the focus back to it.
  const rejectButton = useRef<HTMLElement | null>(null);
  const [done, setDone] = useState<{ name: string; decision: Decision['decision'] } | null>(null);
  if (!enabled) return null;

  const send = (decision: Decision, name: string) => {
    setDone(null);
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(null);
        setDone({ name, decision: decision.decision });
      },
    });
  };
  const applications = pending.data?.applications ?? [];

  return (
    <section
      aria-labelledby="venue-applications-title"
      className="rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-6"
    >
      <h2
        id="venue-applications-title"
        className="flex items-center gap-3 font-display text-xl font-bold text-court-900"
      >
        <Building2 aria-hidden="true" className="size-5 text-court-700" />
        {t('courtAdmin.review.title')}
      </h2>
      <p className="mt-2 text-muted">{t('courtAdmin.review.lead')}</p>
      <div className="mt-4 grid gap-4">
        {done ? (
          <Alert tone="success">
            <span className="[overflow-wrap:anywhere]">
              {t(`courtAdmin.review.done.${done.decision}`, { name: done.name })}
            </span>
          </Alert>
        ) : null}
        {decide.isError ? <Alert tone="error">{t(apiErrorMessageKey(decide.error))}</Alert> : null}
        {pending.isPending ? <Spinner label={t('courtAdmin.review.loading')} /> : null}
        {pending.isError ? (
          <RetryAlert
            title={t('courtAdmin.review.loadFailed')}
            retryLabel={t('courtAdmin.review.retry')}
            onRetry={() => void pending.refetch()}
          />
        ) : null}
        {pending.isSuccess && applications.length === 0 ? (
          <p className="text-muted">{t('courtAdmin.review.none')}</p>
        ) : null}
        {applications.length > 0 ? (
          <ul className="grid gap-4">
            {applications.map((application) => (
              <ApplicationItem
                key={application.id}
                application={application}
                busy={decide.isPending}
                onApprove={() => send({ id: application.id, decision: 'approve' }, application.name)}
                onReject={(from) => {
                  rejectButton.current = from;
                  setRejecting(application);
                }}
              />
            ))}
          </ul>
        ) : null}
      </div>
      <RejectApplicationDialog
        clubName={rejecting?.name ?? ''}
        open={rejecting !== null}
        busy={decide.isPending}
        returnFocus={rejectButton}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && send({ id: rejecting.id, decision: 'reject', reason }, rejecting.name)}
      />
    </section>
  );
}

function ApplicationItem({
  application,
  busy,
  onApprove,
  onReject,
}: {
  application: PendingVenueApplication;
  busy: boolean;
  onApprove: () => void;
  /** Gets the Rechazar button, where the focus returns when the dialog closes. */
  onReject: (from: HTMLElement) => void;
}) {
  const { t } = useTranslation('account');
  const line = (key: string, value: string) => (
    <div>
      <dt className="inline font-semibold text-court-900">{t(`courtAdmin.review.fields.${key}`)}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
  return (
    <li className="rounded-2xl p-4 ring-1 ring-court-200 [overflow-wrap:anywhere]">
      <h3 className="font-display text-lg font-bold text-court-900">{application.name}</h3>
      <p className="text-sm text-muted">
        {t('courtAdmin.review.by', { name: application.applicant.name, email: application.applicant.email })}
      </p>
      <dl className="mt-3 grid gap-1 text-sm text-ink">
        {line('place', `${application.address}, ${application.city}, ${application.country}`)}
        {line('timeZone', application.timeZone.replaceAll('_', ' '))}
        {line('phone', application.phone)}
        {line('courts', String(application.courts))}
        {application.note ? line('note', application.note) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="court" disabled={busy} onClick={onApprove}>
          <Check aria-hidden="true" className="size-4" />
          {t('courtAdmin.review.approve')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={(event) => onReject(event.currentTarget)}>
          <X aria-hidden="true" className="size-4" />
          {t('courtAdmin.review.reject')}
        </Button>
      </div>
    </li>
  );
}
