/**
 * The daily visitors and page views of the range as a line chart (uPlot, part of this page's
 * chunk only). The chart is a picture for sighted readers; the same numbers are in the table
 * below it, so the figure names that table and screen readers skip the canvas.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DailyPoint {
  date: string;
  visitors: number;
  pageViews: number;
}

const HEIGHT = 240;
const DAY_S = 86_400;
const DAY_STEPS = [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S];
const DAY_LABEL = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function DailyChart({ days, label }: { days: DailyPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), days.map((d) => d.visitors), days.map((d) => d.pageViews)];
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true },
        scales: { x: { time: true } },
        axes: [
          // Whole days only: a short range must not be labelled by the hour.
          { stroke: '#4b5563', grid: { stroke: '#eef0f3' }, space: 56, incrs: DAY_STEPS, values: (_u, splits) => splits.map((s) => DAY_LABEL.format(new Date(s * 1000))) },
          { stroke: '#4b5563', grid: { stroke: '#eef0f3' }, size: 56 },
        ],
        series: [
          { label: 'Day', value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)) },
          { label: 'Visitors', stroke: '#2457c5', width: 2, fill: 'rgba(36, 87, 197, 0.08)' },
          { label: 'Page views', stroke: '#b45309', width: 2, dash: [6, 4] },
        ],
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
  }, [days]);
  return (
    <figure className="analytics-chart" aria-label={label}>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
