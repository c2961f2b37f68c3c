import type { AdminLogEntry } from '@marcador/contracts';
import { ADMIN_LOG_ACTIONS } from '@marcador/contracts/admin-limits';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../components/ui/field';
import { LoadMoreButton, RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { type AdminLogFilters, useAdminLog } from './admin-log-api';
import { AdminTableHead } from './admin-table-head';
import { useAdministrators } from './administrators-api';

/** Detail fields the table already shows in its own columns (who, when), left out of the summary. */
const SHOWN_ELSEWHERE = new Set(['userId', 'email', 'roleBased', 'timestamp', 'targetEmail', 'phase']);
/** The summary stays one short line; the full details stay on the server. */
const SUMMARY_MAX = 140;

const isKnownAction = (action: string): action is (typeof ADMIN_LOG_ACTIONS)[number] =>
  (ADMIN_LOG_ACTIONS as readonly string[]).includes(action);

/** `route: GET /api/admin/outbox · repeats: 3`: what an entry recorded besides who and when. */
function detailsSummary(details: AdminLogEntry['details']): string {
  const text = Object.entries(details)
    .filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/**
 * The master-admin action log (spec: every master-admin action is logged): newest first, filtered by
 * action and by acting administrator, a page at a time.
 */
export function AdminLogPanel() {
  const { t } = useTranslation('account');
  const [filters, setFilters] = useState<AdminLogFilters>({ action: '', adminId: '' });
  const log = useAdminLog(filters);
  const administrators = useAdministrators();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section
      aria-labelledby="admin-log-title"
      className="min-w-0 rounded-[28px] bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:p-6"
    >
      <h2 id="admin-log-title" className="flex items-center gap-3 font-display text-xl font-bold text-court-900">
        <ScrollText aria-hidden="true" className="size-5 text-court-700" />
        {t('admin.log.title')}
      </h2>
      <p className="mt-2 text-muted">{t('admin.log.lead')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('admin.log.filters.action')}
          value={filters.action}
          onChange={(event) => setFilters({ ...filters, action: event.target.value })}
        >
          <option value="">{t('admin.log.filters.allActions')}</option>
          {ADMIN_LOG_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`admin.log.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.log.filters.admin')}
          value={filters.adminId}
          onChange={(event) => setFilters({ ...filters, adminId: event.target.value })}
        >
          <option value="">{t('admin.log.filters.allAdmins')}</option>
          {(administrators.data?.administrators ?? []).map((admin) => (
            <option key={admin.userId} value={admin.userId}>
              {admin.email}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 grid gap-4">
        {log.isPending ? <Spinner label={t('admin.log.loading')} /> : null}
        {log.isError ? (
          <RetryAlert
            title={t('admin.log.loadFailed')}
            retryLabel={t('admin.log.retry')}
            onRetry={() => void log.refetch()}
          />
        ) : null}
        {log.isSuccess && entries.length === 0 ? <p className="text-muted">{t('admin.log.empty')}</p> : null}
        {entries.length > 0 ? <AdminLogTable entries={entries} /> : null}
        <LoadMoreButton list={log} label={t('admin.log.more')} loadingLabel={t('admin.log.loading')} />
      </div>
    </section>
  );
}

function AdminLogTable({ entries }: { entries: readonly AdminLogEntry[] }) {
  const { t, i18n } = useTranslation('account');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const actionLabel = (action: string) =>
    isKnownAction(action) ? t(`admin.log.actions.${action}`) : action.replaceAll('_', ' ');
  const unknown = t('admin.log.unknownAccount');
  return (
    // Columns by the table's own width, not the window's: /mobile-admin lays the panel out at a
    // phone's width on any screen, and a 1280 px window there squeezed five columns into 400 px.
    <div className="@container">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('admin.log.title')}</caption>
        <AdminTableHead
          columns={[
            { label: t('admin.log.columns.action') },
            { label: t('admin.log.columns.admin'), className: 'hidden px-3 py-3 @lg:table-cell' },
            { label: t('admin.log.columns.target'), className: 'hidden px-3 py-3 @3xl:table-cell' },
            { label: t('admin.log.columns.details'), className: 'hidden px-3 py-3 @3xl:table-cell' },
            { label: t('admin.log.columns.date'), className: 'w-24 px-3 py-3 @lg:w-36' },
          ]}
        />
        <tbody>
          {entries.map((entry) => {
            const target = entry.target ? (entry.target.email ?? unknown) : '';
            const summary = detailsSummary(entry.details);
            const adminEmail = entry.admin.email ?? unknown;
            return (
              <tr key={entry.id} className="border-t border-slate-100 align-top [overflow-wrap:anywhere]">
                <th scope="row" className="px-3 py-2 font-semibold text-court-900">
                  {actionLabel(entry.action)}
                  {/* Narrower screens drop columns: what they would show goes under the action. */}
                  <span className="block font-normal text-ink @lg:hidden">{adminEmail}</span>
                  {target ? (
                    <span className="block font-normal text-muted @3xl:hidden">
                      {t('admin.log.targetInline', { email: target })}
                    </span>
                  ) : null}
                  {summary ? <span className="block font-normal text-muted @3xl:hidden">{summary}</span> : null}
                </th>
                <td className="hidden px-3 py-2 @lg:table-cell">{adminEmail}</td>
                <td className="hidden px-3 py-2 @3xl:table-cell">{target}</td>
                <td className="hidden px-3 py-2 text-muted @3xl:table-cell">{summary}</td>
                <td className="px-3 py-2 tabular-nums">{date.format(new Date(entry.createdAt))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
