import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { useTableRows } from './database-admin-api';

/** A table's newest rows as the server sends them: secrets already masked there. */
export function TableRowsPanel({ table, onClose }: { table: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const rows = useTableRows(table);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a table (the page keys this panel by table) moves focus to its rows, far below the button pressed.
  useEffect(() => heading.current?.focus(), []);
  const data = rows.data;

  return (
    <Card className="min-w-0 sm:p-8">
      <div className="flex items-start justify-between gap-3">
        <h2
          ref={heading}
          id="database-rows"
          tabIndex={-1}
          className="min-w-0 break-words font-display text-xl font-bold text-court-900 outline-none"
        >
          {t('admin.database.rows.title', { table })}
        </h2>
        <Button variant="ghost" className="px-3" aria-label={t('admin.database.rows.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {rows.isPending ? <Spinner label={tm('common.loading')} className="mt-4" /> : null}
      {rows.isError ? (
        <Alert tone="error" className="mt-4">
          {apiErrorText(rows.error, tm)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <p className="mt-1 text-sm text-muted">
            {data.orderedBy === 'ctid'
              ? t('admin.database.rows.byCtid', { limit: data.limit })
              : t('admin.database.rows.lead', { limit: data.limit, column: data.orderedBy })}
          </p>
          {data.masked.length > 0 ? (
            <p className="mt-1 text-sm text-muted">
              {t('admin.database.rows.masked', { columns: data.masked.join(', ') })}
            </p>
          ) : null}
          {data.rows.length === 0 ? (
            <p className="mt-4 text-muted">{t('admin.database.rows.empty')}</p>
          ) : (
            <div className="mt-4 max-h-[32rem] overflow-auto rounded-2xl ring-1 ring-court-900/8">
              <table aria-labelledby="database-rows" className="text-left font-mono text-xs">
                <thead className="sticky top-0 bg-court-50 text-court-800">
                  <tr>
                    {data.columns.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no common key, and one answer never reorders
                    <tr key={index}>
                      {row.map((value, column) => (
                        <td
                          key={data.columns[column]}
                          title={value ?? undefined}
                          className="max-w-[16rem] min-w-[8rem] px-3 py-2 align-top text-court-900 [overflow-wrap:anywhere]"
                        >
                          {value ?? <span className="text-muted">null</span>}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </Card>
  );
}
