/**
 * The daily p75 of the time metrics (uPlot, this page's chunk only), with a dashed line on each
 * day content was published. The same numbers are in the trend table below it, so the figure
 * names that table and screen readers skip the canvas.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrendDay {
  date: string;
  values: Record<string, number | null>;
}

const HEIGHT = 240;
const DAY_S = 86_400;
const DAY_LABEL = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** The metrics drawn (all in ms); CLS is on another scale and stays in the tables. */
const LINES = [
  { metric: 'LCP', stroke: '#2457c5' },
  { metric: 'FCP', stroke: '#0f766e' },
  { metric: 'INP', stroke: '#b45309' },
  { metric: 'TTFB', stroke: '#7c3aed' },
];
const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

export function TrendChart({ days, publishes, label }: { days: TrendDay[]; publishes: string[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => seconds(d.date)), ...LINES.map((line) => days.map((d) => d.values[line.metric] ?? null))];
    const marks = publishes.map(seconds);
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: '#4b5563', grid: { stroke: '#eef0f3' }, space: 56, incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S], values: (_u, splits) => splits.map((s) => DAY_LABEL.format(new Date(s * 1000))) },
          { stroke: '#4b5563', grid: { stroke: '#eef0f3' }, size: 64, values: (_u, splits) => splits.map((v) => `${v} ms`) },
        ],
        series: [{ label: 'Day', value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)) }, ...LINES.map((line) => ({ label: `${line.metric} p75`, stroke: line.stroke, width: 2, spanGaps: true }))],
        hooks: {
          // Publishes: a dashed vertical line at the start of each day content went live.
          draw: [
            (u) => {
              const { ctx, bbox } = u;
              ctx.save();
              ctx.strokeStyle = '#a1260d';
              ctx.setLineDash([4, 4]);
              for (const mark of marks) {
                const x = Math.round(u.valToPos(mark, 'x', true));
                if (x < bbox.left || x > bbox.left + bbox.width) continue;
                ctx.beginPath();
                ctx.moveTo(x, bbox.top);
                ctx.lineTo(x, bbox.top + bbox.height);
                ctx.stroke();
              }
              ctx.restore();
            },
          ],
        },
      },
      data,
      element,
    );
    const resize = () => chart.setSize({ width: Math.max(320, element.clientWidth), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [days, publishes]);
  return (
    <figure className="analytics-chart" aria-label={label}>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
