import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartDatum } from './chart-datum';

// Only the parts a bar chart uses: Chart.js leaves the rest out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A theme colour of styles.css, as the canvas needs it spelled out. */
function themeColor(element: HTMLElement, name: string, fallback: string) {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** The drawing of BarChart (bar-chart.tsx), which also gives its data as a table. */
export default function BarCanvas({
  data,
  formatValue,
  language,
}: {
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  language: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: data.map((datum) => datum.label),
        datasets: [
          {
            data: data.map((datum) => datum.value),
            backgroundColor: themeColor(element, '--color-court-500', '#2373a3'),
            hoverBackgroundColor: themeColor(element, '--color-court-700', '#144b6d'),
            borderRadius: 6,
            maxBarThickness: 48,
          },
        ],
      },
      options: {
        locale: language,
        responsive: true,
        maintainAspectRatio: false,
        // The data is already on screen as soon as it is drawn; motion adds nothing.
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => formatValue(item.parsed.y ?? 0) } } },
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => formatValue(Number(value)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [data, formatValue, language]);
  return <canvas ref={canvas} />;
}
