import type { Court } from '@marcador/contracts';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { useCourts } from './court-admin-queries';
import { CourtDialog } from './court-dialog';

/** /add-court: the venue's courts, each editable, and a new one added, in a dialog. */
export function CourtsPage({ venueId }: { venueId: string }) {
  const { t } = useTranslation('account');
  const courts = useCourts(venueId);
  /** The court being edited, 'new' for a new one, null when the dialog is closed. */
  const [editing, setEditing] = useState<Court | 'new' | null>(null);
  if (courts.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  const list = courts.data?.courts ?? [];
  return (
    <AreaFrame
      title={t('courtAdmin.courts.title')}
      lead={t('courtAdmin.courts.lead')}
      actions={
        <Button variant="primary" size="lg" onClick={() => setEditing('new')}>
          {t('courtAdmin.courts.add')}
        </Button>
      }
    >
      {courts.isError ? (
        <RetryAlert
          title={t('courtAdmin.courts.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => void courts.refetch()}
        />
      ) : (
        <AreaSection id="courts-title" title={t('courtAdmin.courts.listTitle', { count: list.length })}>
          {list.length === 0 ? (
            <p className="text-muted">{t('courtAdmin.courts.none')}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {list.map((court) => (
                <li key={court.id} className="flex min-w-0 flex-col gap-3 rounded-2xl p-4 ring-1 ring-court-900/10">
                  <h3 className="font-display text-lg font-bold text-court-900 [overflow-wrap:anywhere]">
                    {court.name}
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="court">{t(`courtAdmin.surfaces.${court.surface}`)}</Badge>
                    <Badge tone="clay">
                      {t(court.indoor ? 'courtAdmin.courts.indoor' : 'courtAdmin.courts.outdoor')}
                    </Badge>
                    <Badge tone={court.isActive ? 'success' : 'neutral'}>
                      {t(court.isActive ? 'courtAdmin.courts.active' : 'courtAdmin.courts.inactive')}
                    </Badge>
                  </div>
                  <Button
                    variant="secondary"
                    className="self-start"
                    aria-label={t('courtAdmin.courts.editNamed', { name: court.name })}
                    onClick={() => setEditing(court)}
                  >
                    {t('courtAdmin.courts.edit')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </AreaSection>
      )}
      <CourtDialog
        venueId={venueId}
        court={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </AreaFrame>
  );
}
