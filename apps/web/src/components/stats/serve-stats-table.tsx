import { SERVE_FIGURES, type ServeFigure, type WonOfPlayed } from '@marcador/domain';
import { useSummaryTranslation } from '../../lib/use-translation';
import { wonOfPlayedText } from './won-of-played-text';

/** One column of figures: whose they are, and the figures (null when there are none: every cell reads "—"). */
export interface ServeStatsColumn {
  readonly key: string;
  readonly header: string;
  readonly figures: Readonly<Record<ServeFigure, WonOfPlayed>> | null;
}

/**
 * The serve's six figures (service games won, breaks, break points converted and saved, points won
 * on serve and on return) as a table, one row each, "won/played (%)" in each column: a match's
 * summary has a column per team, the profile totals one. Long names wrap, so 360 px fits.
 */
export function ServeStatsTable({ labelledBy, columns }: { labelledBy: string; columns: readonly ServeStatsColumn[] }) {
  const { t, i18n } = useSummaryTranslation();
  const none = t('serveStats.none');
  return (
    <table aria-labelledby={labelledBy} className="mt-3 w-full tabular-nums" data-testid="serve-stats">
      <thead>
        <tr className="text-sm text-muted">
          <th scope="col" className="py-2 text-left font-semibold">
            {t('serveStats.figure')}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="py-2 pl-2 text-right font-semibold wrap-anywhere">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SERVE_FIGURES.map((figure) => (
          <tr key={figure} className="border-t border-court-900/10">
            <th scope="row" className="py-2 text-left font-semibold text-court-900">
              {t(`serveStats.${figure}`)}
            </th>
            {columns.map((column) => (
              <td key={column.key} className="py-2 pl-2 text-right font-extrabold text-court-900">
                {column.figures ? wonOfPlayedText(column.figures[figure], i18n.language, none) : none}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
