import { lazy, Suspense } from 'react';
import type { ChartDatum } from './chart-datum';

export type { ChartDatum } from './chart-datum';

/** The drawing, with the chart library: its own chunk, fetched once a chart is on screen. */
const BarCanvas = lazy(() => import('./bar-canvas'));

export interface BarChartProps {
  /** What the chart shows; the figure's caption. */
  title: string;
  data: readonly ChartDatum[];
  /** Column headers of the text alternative: what the labels are, what the values are. */
  labelHeader: string;
  valueHeader: string;
  /** The value as read in the user's language (Intl). */
  formatValue: (value: number) => string;
  /** The user's language, for the axis numbers. */
  language: string;
}

/**
 * A bar chart with its text alternative: the drawing is hidden from assistive technology, which reads
 * the same data as a table instead (visually hidden; the caption names both). The table renders at
 * once; the drawing follows when the chart library has loaded.
 */
export function BarChart({ title, data, labelHeader, valueHeader, formatValue, language }: BarChartProps) {
  return (
    <figure className="grid min-w-0 gap-3">
      <figcaption className="font-display text-lg font-bold text-court-900">{title}</figcaption>
      <div aria-hidden="true" className="relative h-56 w-full min-w-0">
        <Suspense fallback={null}>
          <BarCanvas data={data} formatValue={formatValue} language={language} />
        </Suspense>
      </div>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
