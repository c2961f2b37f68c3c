import type { DatabaseTable } from '@marcador/contracts';
import { Download, Rows3 } from 'lucide-react';
import { Fragment } from 'react';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';
import { exportHref } from './database-admin-api';

/** 2048 -> "2 kB": the largest unit that keeps the figure at 1 or more. */
function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  const power = Math.min(units.length - 1, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)));
  const format = new Intl.NumberFormat(language, { style: 'unit', unit: units[power], maximumFractionDigits: 1 });
  return format.format(bytes / 1024 ** power);
}

/** A ghost button's look, but icon-only and unpadded on a phone so the four columns fit 360 px. */
const actionClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-semibold ' +
  'text-court-800 hover:bg-court-50 active:bg-court-100 sm:px-3';

/** A snake_case name that may wrap after each underscore, never inside a word. */
function TableName({ name }: { name: string }) {
  const words = name.split('_');
  return words.map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one name, in their fixed order
    <Fragment key={index}>
      {word}
      {index < words.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** Every table with its row count and size; each opens its newest rows or downloads as CSV. */
export function DatabaseTablesPanel({
  tables,
  onBrowse,
}: {
  tables: readonly DatabaseTable[];
  onBrowse: (table: string) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="min-w-0 sm:p-8">
      <h2 id="database-tables" className="font-display text-xl font-bold text-court-900">
        {t('admin.database.tables.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('admin.database.tables.lead')}</p>
      {/* Long names break on a phone; should the table still not fit, it scrolls inside this box, never the page. */}
      <div className="mt-4 overflow-x-auto rounded-2xl ring-1 ring-court-900/8">
        <table aria-labelledby="database-tables" className="w-full text-left text-sm">
          <thead className="bg-court-50 text-court-800">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('admin.database.tables.name')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                <span className="sm:hidden">{t('admin.database.tables.rowsAndSize')}</span>
                <span className="hidden sm:inline">{t('admin.database.tables.rows')}</span>
              </th>
              <th scope="col" className="hidden px-2 py-2 sm:table-cell sm:px-3 text-right">
                {t('admin.database.tables.size')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                <span className="sr-only">{t('admin.database.tables.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tables.map((table) => (
              <tr key={table.name}>
                <th scope="row" className="px-2 py-1 sm:px-3 font-mono text-xs font-medium sm:text-sm text-court-900">
                  <TableName name={table.name} />
                </th>
                <td className="px-2 py-1 sm:px-3 text-right whitespace-nowrap tabular-nums">
                  {table.estimated
                    ? t('admin.database.tables.estimated', { count: count.format(table.rows) })
                    : count.format(table.rows)}
                  {/* On a phone the size shares this cell, so the table fits without scrolling. */}
                  <span className="block text-xs text-muted sm:hidden">{formatBytes(table.bytes, i18n.language)}</span>
                </td>
                <td className="hidden px-2 py-1 sm:table-cell sm:px-3 text-right whitespace-nowrap tabular-nums">
                  {formatBytes(table.bytes, i18n.language)}
                </td>
                <td className="py-1 pr-1 sm:px-3">
                  <div className="flex justify-end sm:gap-1">
                    <button
                      type="button"
                      className={actionClasses}
                      aria-label={t('admin.database.tables.browseNamed', { table: table.name })}
                      onClick={() => onBrowse(table.name)}
                    >
                      <Rows3 aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">{t('admin.database.tables.browse')}</span>
                    </button>
                    <a
                      href={exportHref(table.name)}
                      download={`${table.name}.csv`}
                      className={actionClasses}
                      aria-label={t('admin.database.tables.exportNamed', { table: table.name })}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">{t('admin.database.tables.export')}</span>
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
