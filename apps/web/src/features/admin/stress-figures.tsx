import type { StressFigures, StressRun } from '@marcador/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { RequestsChart } from './requests-chart';

/** Numbers in the reader's language: whole counts, and figures with up to one decimal. */
function useFormats(language: string) {
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const latency = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return { decimal: (value: number) => decimal.format(value), latency: (value: number) => latency.format(value) };
  }, [language]);
}

/** The run's totals, its figures per endpoint as a table, and requests per second as a chart. */
export function StressRunFigures({ run }: { run: StressRun }) {
  const { t, i18n } = useTranslation('account');
  const format = useFormats(i18n.language);
  const ms = (value: number | null) =>
    value === null ? t('stressTest.figures.none') : t('stressTest.figures.ms', { value: format.latency(value) });
  const totals: { id: string; label: string; value: string }[] = [
    { id: 'rps', label: t('stressTest.figures.requestsPerSecond'), value: format.decimal(run.total.requestsPerSecond) },
    { id: 'p50', label: t('stressTest.figures.p50'), value: ms(run.total.p50Ms) },
    { id: 'p99', label: t('stressTest.figures.p99'), value: ms(run.total.p99Ms) },
    { id: 'errors', label: t('stressTest.figures.errors'), value: format.decimal(run.total.errors) },
  ];
  return (
    <div className="grid min-w-0 gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(({ id, label, value }) => (
          <div key={id} className="rounded-2xl bg-court-50 p-4" data-testid={`stress-total-${id}`}>
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold tabular-nums text-court-900">{value}</dd>
          </div>
        ))}
      </dl>
      <EndpointTable run={run} ms={ms} count={format.decimal} />
      <RequestsChart seconds={run.seconds} format={format.decimal} />
    </div>
  );
}

function EndpointTable({
  run,
  ms,
  count,
}: {
  run: StressRun;
  ms: (value: number | null) => string;
  count: (value: number) => string;
}) {
  const { t } = useTranslation('account');
  const rows: { id: string; label: string; figures: StressFigures }[] = run.endpoints.map(
    ({ endpoint, ...figures }) => ({ id: endpoint, label: t(`stressTest.figures.endpoints.${endpoint}`), figures }),
  );
  const columns = ['requests', 'requestsPerSecond', 'p50', 'p99', 'errors'] as const;
  const cell = (figures: StressFigures, column: (typeof columns)[number]) => {
    if (column === 'p50') return ms(figures.p50Ms);
    if (column === 'p99') return ms(figures.p99Ms);
    return count(figures[column]);
  };
  // A table from 640 px; on a phone, where six columns do not fit, each endpoint is a card of its own.
  return (
    <section aria-labelledby="stress-by-endpoint" className="grid min-w-0 gap-2">
      <h3 id="stress-by-endpoint" className="font-display text-lg font-bold text-court-900">
        {t('stressTest.figures.byEndpoint')}
      </h3>
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <thead>
          <tr className="border-b border-court-900/10 text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('stressTest.figures.endpoint')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                {t(`stressTest.figures.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ id, label, figures }) => (
            <tr key={id} className="border-b border-court-900/5">
              <th scope="row" className="py-2 pr-3 font-mono text-xs font-semibold break-all text-court-900">
                {label}
              </th>
              {columns.map((column) => (
                <td key={column} className="py-2 pr-3 tabular-nums">
                  {cell(figures, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 sm:hidden">
        {rows.map(({ id, label, figures }) => (
          <li key={id} className="rounded-2xl p-4 ring-1 ring-court-900/10">
            <p className="font-mono text-xs font-semibold break-all text-court-900">{label}</p>
            <dl className="mt-2 grid gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column} className="flex justify-between gap-2">
                  <dt className="text-muted">{t(`stressTest.figures.${column}`)}</dt>
                  <dd className="tabular-nums">{cell(figures, column)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
