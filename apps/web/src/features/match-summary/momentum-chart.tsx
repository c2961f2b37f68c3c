/**
 * The momentum series (point difference after each point) as an inline SVG line around a zero line:
 * above it the first team leads. No chart library: one polyline is all this needs.
 */
export function MomentumChart({ series, label }: { series: readonly number[]; label: string }) {
  const width = 600;
  const height = 160;
  const points = [0, ...series];
  const peak = Math.max(1, ...points.map((value) => Math.abs(value)));
  const step = points.length > 1 ? width / (points.length - 1) : width;
  const y = (value: number) => height / 2 - (value / peak) * (height / 2 - 8);
  const line = points.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-40 w-full rounded-2xl bg-court-50"
      data-testid="momentum-chart"
    >
      <line x1="0" x2={width} y1={height / 2} y2={height / 2} stroke="#78b2d6" strokeDasharray="6 6" />
      <polyline points={line} fill="none" stroke="#144b6d" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
