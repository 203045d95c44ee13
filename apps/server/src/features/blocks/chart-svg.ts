import type { ChartDataset } from '@plinth/api';
import { escapeHtml } from '@plinth/platform/escape-html';

/*
 * A chart block drawn on the server as SVG (issue 15 "Chart block"): readable without JavaScript,
 * the same bytes for the same data (golden files). Rows run along the x axis (or are the slices of
 * a pie), columns are the series, the series label names the value axis. The SVG is an image with a
 * text alternative; the theme writes the data table beside it for screen readers.
 */

export type ChartKind = 'line' | 'bar' | 'pie';

/**
 * Series colours: each at least 4.5:1 against white and the page background, so bars, lines and
 * white slice labels stay readable; lines also differ by dash.
 */
export const CHART_COLOURS = ['#1f5fa8', '#b3401f', '#2e7031', '#7b3fa0', '#8a5a00', '#00707f', '#a3246b', '#4d4d4d', '#5c6b00', '#3949ab'] as const;
const DASHES = ['', '6 4', '2 3', '10 4 2 4'];
const INK = '#1d1f22';
const MUTED = '#5b616b';
const AXIS = '#6b717a';
const GRID = '#e3e5e8';

const WIDTH = 640;
const HEIGHT = 360;
const TOP = 16;
const BOTTOM = 300;
/** x-axis labels shown at most, so each has room on a phone (all are in the data table). */
const MAX_X_LABELS = 8;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** A value as people read it: `1,234.5`. */
export const formatValue = (value: number): string => number.format(value);
/** A coordinate, to a tenth of a unit. */
const at = (value: number): string => String(Math.round(value * 10) / 10);
const clean = (value: number): number => Number(value.toPrecision(12));
const colour = (index: number): string => CHART_COLOURS[index % CHART_COLOURS.length] as string;
const truncate = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`);

/** The value axis: from min to max (both including 0) in about five round steps. */
export function valueTicks(values: number[]): number[] {
  const low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high === low) high = low + 1;
  const raw = (high - low) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(clean(i * step));
  return ticks;
}

function axesChart(kind: 'line' | 'bar', data: ChartDataset): string {
  const ticks = valueTicks(data.rows.flatMap((row) => row.values));
  const min = ticks[0] as number;
  const max = ticks.at(-1) as number;
  const longest = Math.max(...ticks.map((tick) => formatValue(tick).length));
  // Room for the tick labels at the larger type a phone gets (site CSS: 20 units, about 11 per digit).
  const left = 16 + longest * 11 + (data.seriesLabel ? 24 : 0);
  const right = WIDTH - 16;
  const y = (value: number) => BOTTOM - ((value - min) / (max - min)) * (BOTTOM - TOP);
  const band = (right - left) / data.rows.length;
  const parts: string[] = [];

  for (const tick of ticks) {
    parts.push(`<line x1="${at(left)}" y1="${at(y(tick))}" x2="${at(right)}" y2="${at(y(tick))}" stroke="${tick === 0 ? AXIS : GRID}"/>`);
    parts.push(`<text x="${at(left - 6)}" y="${at(y(tick) + 4)}" text-anchor="end">${formatValue(tick)}</text>`);
  }
  if (data.seriesLabel) {
    const middle = (TOP + BOTTOM) / 2;
    parts.push(`<text x="14" y="${at(middle)}" text-anchor="middle" transform="rotate(-90 14 ${at(middle)})" fill="${MUTED}">${escapeHtml(truncate(data.seriesLabel, 40))}</text>`);
  }
  parts.push(`<line x1="${at(left)}" y1="${TOP}" x2="${at(left)}" y2="${BOTTOM}" stroke="${AXIS}"/>`);

  const every = Math.ceil(data.rows.length / MAX_X_LABELS);
  const maxChars = Math.max(3, Math.floor((band * every) / 11));
  data.rows.forEach((row, i) => {
    if (i % every === 0) parts.push(`<text x="${at(left + band * (i + 0.5))}" y="${BOTTOM + 20}" text-anchor="middle">${escapeHtml(truncate(row.label, maxChars))}</text>`);
  });

  const zero = y(Math.max(min, Math.min(0, max)));
  data.columns.forEach((_column, c) => {
    if (kind === 'bar') {
      const width = (band * 0.8) / data.columns.length;
      const bars = data.rows.map((row, r) => {
        const value = row.values[c] ?? 0;
        const x = left + band * r + band * 0.1 + width * c;
        const top = Math.min(y(value), zero);
        return `<rect x="${at(x)}" y="${at(top)}" width="${at(Math.max(width - 1, 1))}" height="${at(Math.abs(y(value) - zero))}"/>`;
      });
      parts.push(`<g fill="${colour(c)}">${bars.join('')}</g>`);
    } else {
      const points = data.rows.map((row, r) => `${at(left + band * (r + 0.5))},${at(y(row.values[c] ?? 0))}`);
      const dash = DASHES[c % DASHES.length];
      parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${colour(c)}" stroke-width="2.5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
      if (data.rows.length <= 30) parts.push(`<g fill="${colour(c)}">${points.map((point) => { const [px, py] = point.split(','); return `<circle cx="${px}" cy="${py}" r="3.5"/>`; }).join('')}</g>`);
    }
  });
  return parts.join('');
}

function pieChart(data: ChartDataset): string {
  const values = data.rows.map((row) => Math.max(0, row.values[0] ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const [cx, cy, r] = [WIDTH / 2, (HEIGHT - 20) / 2 + 10, 150];
  if (total === 0) return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${AXIS}"/><text x="${cx}" y="${cy}" text-anchor="middle">No values to show</text>`;
  const parts: string[] = [];
  let angle = -Math.PI / 2;
  values.forEach((value, i) => {
    if (value === 0) return;
    const sweep = (value / total) * Math.PI * 2;
    const end = angle + sweep;
    if (value === total) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour(i)}"/>`);
    } else {
      const [x1, y1, x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle), cx + r * Math.cos(end), cy + r * Math.sin(end)];
      parts.push(`<path d="M${cx} ${cy}L${at(x1)} ${at(y1)}A${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${at(x2)} ${at(y2)}Z" fill="${colour(i)}" stroke="#fff" stroke-width="2"/>`);
    }
    if (value / total >= 0.06) {
      const middle = angle + sweep / 2;
      const label = value === total ? [cx, cy] : [cx + r * 0.62 * Math.cos(middle), cy + r * 0.62 * Math.sin(middle)];
      parts.push(`<text x="${at(label[0] as number)}" y="${at((label[1] as number) + 5)}" text-anchor="middle" fill="#fff" font-weight="700">${Math.round((value / total) * 100)}%</text>`);
    }
    angle = end;
  });
  return parts.join('');
}

/** A legend entry: a swatch colour and its text. */
export interface ChartLegendEntry {
  colour: string;
  label: string;
}

/** What the chart partial reads: the SVG, its legend and the rows of its data table. */
export interface ChartContext {
  id: string;
  kind: ChartKind;
  /** The chart's name: its title, or its kind ('Bar chart') when it has none. */
  title: string;
  /** The owner's title, shown above the chart ('' for none). */
  caption: string;
  svg: string;
  legend: ChartLegendEntry[];
  seriesLabel: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const KIND_NAMES: Record<ChartKind, string> = { line: 'Line chart', bar: 'Bar chart', pie: 'Pie chart' };

/** The sentence the SVG is announced with (its text alternative), besides its title. */
function description(kind: ChartKind, data: ChartDataset): string {
  const rows = `${data.rows.length} ${data.rows.length === 1 ? 'row' : 'rows'}`;
  const what = kind === 'pie'
    ? `${KIND_NAMES.pie} of ${data.columns[0]}${data.seriesLabel ? ` (${data.seriesLabel})` : ''} over ${rows}`
    : `${KIND_NAMES[kind]} of ${data.columns.join(', ')}${data.seriesLabel ? ` (${data.seriesLabel})` : ''} over ${rows}`;
  return `${what}. The data table follows the chart.`;
}

/**
 * A chart block's context: the SVG (an image with a title and a description), the legend and the
 * data table's text. `id` makes the SVG's element ids unique on the page.
 */
export function chartContext(id: string, kind: ChartKind, title: string, data: ChartDataset): ChartContext {
  const name = title.trim() || KIND_NAMES[kind];
  const body = kind === 'pie' ? pieChart(data) : axesChart(kind, data);
  const svgId = `chart-${id}`;
  const svg =
    `<svg class="block-chart__svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${escapeHtml(svgId)}-title ${escapeHtml(svgId)}-desc" font-family="system-ui,sans-serif" font-size="13" fill="${INK}">` +
    `<title id="${escapeHtml(svgId)}-title">${escapeHtml(name)}</title><desc id="${escapeHtml(svgId)}-desc">${escapeHtml(description(kind, data))}</desc>${body}</svg>`;
  const total = data.rows.reduce((sum, row) => sum + Math.max(0, row.values[0] ?? 0), 0);
  const legend = kind === 'pie'
    ? data.rows.map((row, i) => ({ colour: colour(i), label: `${row.label}: ${formatValue(row.values[0] ?? 0)}${total > 0 ? ` (${Math.round((Math.max(0, row.values[0] ?? 0) / total) * 100)}%)` : ''}` }))
    : data.columns.map((column, i) => ({ colour: colour(i), label: column }));
  return {
    id,
    kind,
    title: name,
    caption: title.trim(),
    svg,
    legend,
    seriesLabel: data.seriesLabel,
    columns: data.columns,
    rows: data.rows.map((row) => ({ label: row.label, values: row.values.map(formatValue) })),
  };
}
