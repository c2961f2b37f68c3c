import type { StressSecond } from '@marcador/contracts';
import { useTranslation } from '../../lib/use-translation';

/** The drawing's own units: bars are laid out in this box and the SVG scales it to the page's width. */
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * Requests answered in each second of the run, as bars drawn here in SVG (no chart library: this
 * page redraws every second, and a few rectangles need no more). The drawing is hidden from
 * assistive technology, which reads the same figures as a table under the caption.
 */
export function RequestsChart({
  seconds,
  format,
}: {
  seconds: readonly StressSecond[];
  format: (n: number) => string;
}) {
  const { t } = useTranslation('account');
  const highest = Math.max(1, ...seconds.map(({ requests }) => requests));
  const slot = WIDTH / Math.max(seconds.length, 1);
  return (
    <figure className="grid min-w-0 gap-3" data-testid="stress-chart">
      <figcaption className="font-display text-lg font-bold text-court-900">{t('stressTest.chart.title')}</figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-2xl bg-court-50"
      >
        {seconds.map(({ second, requests }, index) => {
          const height = (requests / highest) * (HEIGHT - 8);
          return (
            <rect
              key={second}
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(slot - GAP, 1)}
              height={height}
              rx={3}
              className="fill-court-500"
            />
          );
        })}
      </svg>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{t('stressTest.chart.second')}</th>
            <th scope="col">{t('stressTest.figures.requests')}</th>
          </tr>
        </thead>
        <tbody>
          {seconds.map(({ second, requests }) => (
            <tr key={second}>
              <th scope="row">{t('stressTest.chart.secondLabel', { second })}</th>
              <td>{format(requests)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
