import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Database, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { api } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { useTranslation } from '../../lib/use-translation';
import { useDatabaseOverview } from './database-admin-api';
import { DatabaseEnginePanel } from './database-engine-panel';
import { DatabaseTablesPanel } from './database-tables-panel';
import { MasterAdminGuard } from './master-admin-guard';
import { TableRowsPanel } from './table-rows-panel';

/**
 * /database-admin (read-only, decision 050): the server's health (GET /api/health) and features
 * (GET /api/config), then the database itself (GET /api/admin/database): engine, pool, migrations,
 * tables with counts and sizes, a table's newest rows masked by the server, and its CSV export.
 */
export function DatabaseAdminPage() {
  return (
    <MasterAdminGuard area="database-admin">
      <DatabaseStatus />
      <DatabaseContents />
    </MasterAdminGuard>
  );
}

function DatabaseStatus() {
  const { t, i18n } = useTranslation('account');
  const { t: tm } = useTranslation();
  const health = useQuery({ queryKey: ['health'], queryFn: ({ signal }) => api.getHealth(signal), staleTime: 0 });
  const config = usePublicConfig();
  const time = new Date(health.dataUpdatedAt || Date.now()).toLocaleTimeString(i18n.language);

  return (
    <>
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('admin.database.title')} lead={t('admin.database.lead')} />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-10 sm:px-8">
        <Link
          to="/master-admin"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-court-700 hover:text-court-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('admin.back')}
        </Link>
        <section className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="flex items-center gap-3 font-display text-xl font-bold text-court-900">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-court-900 text-ball-300">
                <Database aria-hidden="true" className="size-5" />
              </span>
              {t('admin.database.title')}
            </h2>
            <Button variant="secondary" onClick={() => void health.refetch()} disabled={health.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('admin.database.refresh')}
            </Button>
          </div>
          {health.isPending ? <Spinner label={tm('common.loading')} className="mt-6" /> : null}
          {health.isError ? (
            <Alert tone="error" className="mt-6" title={t('admin.database.degraded')}>
              {apiErrorText(health.error, tm)}
            </Alert>
          ) : null}
          {health.data ? (
            <dl className="mt-4 divide-y divide-slate-100" aria-live="polite">
              <Row label={t('admin.database.status')}>
                <Badge tone={health.data.database ? 'success' : 'danger'}>
                  {health.data.database ? t('admin.database.ok') : t('admin.database.degraded')}
                </Badge>
              </Row>
              <Row label={t('admin.database.version')}>{health.data.version}</Row>
              {config.data ? (
                <Row label={t('admin.database.flags')}>
                  <ul className="flex flex-wrap gap-2">
                    {Object.entries(config.data.flags).map(([flag, on]) => (
                      <li key={flag}>
                        <Badge tone={on ? 'success' : 'neutral'}>
                          {t('admin.database.flagState', {
                            flag: t(`admin.database.flagNames.${flag}`),
                            state: on ? t('admin.database.on') : t('admin.database.off'),
                          })}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </Row>
              ) : null}
            </dl>
          ) : null}
          {health.data ? <p className="mt-4 text-sm text-muted">{t('admin.database.checkedAt', { time })}</p> : null}
        </section>
      </div>
    </>
  );
}

function DatabaseContents() {
  const { t: tm } = useTranslation();
  const overview = useDatabaseOverview();
  const [browsing, setBrowsing] = useState<string | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-8">
      {overview.isPending ? <Spinner label={tm('common.loading')} /> : null}
      {overview.isError ? <Alert tone="error">{apiErrorText(overview.error, tm)}</Alert> : null}
      {overview.data ? (
        <>
          <DatabaseEnginePanel overview={overview.data} />
          <DatabaseTablesPanel tables={overview.data.tables} onBrowse={setBrowsing} />
          {browsing ? <TableRowsPanel key={browsing} table={browsing} onClose={() => setBrowsing(null)} /> : null}
        </>
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-court-900">{children}</dd>
    </div>
  );
}
