import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../lib/format';

export type ChartSeries = { label: string; values: number[]; color: string; fill?: string };

type Props = {
  /** The accessible name: the chart is a picture of the table that follows it. */
  label: string;
  /** One label per point, in order (a day, a time). */
  xLabels: string[];
  series: ChartSeries[];
  height?: number;
  /** Draw steps (counts per slot) instead of lines. */
  stepped?: boolean;
};

/**
 * A small line chart (uPlot: ~50 KB, canvas, no dependencies; loaded with the admin only). It reads
 * right to left: the x scale runs backwards, so the first day is at the right, and the counts' axis
 * stands on the right. Points are placed by their index, their labels given, so the days and times
 * are the report's own (Cairo) and never the browser's zone. The canvas is hidden from screen
 * readers behind its label; the table beside it holds the same numbers.
 */
export function LineChart({ label, xLabels, series, height = 220, stepped = false }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = xLabels.map((_, i) => i);
    const width = Math.max(element.clientWidth, 200);
    const plot = new uPlot(
      {
        width,
        height,
        scales: { x: { time: false, dir: -1 }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (xLabels[i] ?? '') : '')),
            space: 70,
          },
          {
            side: 1,
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
            size: 44,
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            fill: s.fill,
            width: 2,
            points: { show: xs.length <= 31 },
            ...(stepped && { paths: uPlot.paths.stepped?.({ align: 1 }) }),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    // The page's width changes (a phone turned, the sidebar): the chart follows its box.
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [xLabels, series, height, stepped]);

  return (
    <figure className="m-0 min-w-0">
      <div ref={box} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" dir="ltr" />
    </figure>
  );
}
