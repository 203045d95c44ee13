import { chartDataset } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, chartContext, formatValue, valueTicks } from './chart-svg.ts';

const data = chartDataset.parse({
  seriesLabel: 'Mugs sold',
  columns: ['2025', '2026'],
  rows: [{ label: 'Spring', values: [12, 30] }, { label: 'Summer', values: [40, 22.5] }, { label: 'Autumn <b>', values: [7, 0] }],
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('charts as SVG', () => {
  it('is an image named by its title and described in words, with a legend and the data as table rows', () => {
    const chart = chartContext('b1', 'bar', 'Sales by season', data);
    expect(chart.svg).toMatch(/^<svg class="block-chart__svg" viewBox="0 0 640 360" role="img" aria-labelledby="chart-b1-title chart-b1-desc"/);
    expect(chart.svg).toContain('<title id="chart-b1-title">Sales by season</title>');
    expect(chart.svg).toContain('<desc id="chart-b1-desc">Bar chart of 2025, 2026 (Mugs sold) over 3 rows. The data table follows the chart.</desc>');
    expect(chart.legend).toEqual([{ colour: CHART_COLOURS[0], label: '2025' }, { colour: CHART_COLOURS[1], label: '2026' }]);
    expect(chart.rows).toEqual([{ label: 'Spring', values: ['12', '30'] }, { label: 'Summer', values: ['40', '22.5'] }, { label: 'Autumn <b>', values: ['7', '0'] }]);
    expect(chartContext('b1', 'line', '  ', data).svg).toContain('<title id="chart-b1-title">Line chart</title>');
  });

  it('draws a bar per value, the axis labels and the series label, escaping the owner’s text', () => {
    const svg = chartContext('b1', 'bar', '', data).svg;
    expect(svg.match(/<rect /g)).toHaveLength(6);
    expect(svg).toContain('>Spring</text>');
    expect(svg).toContain('>Autumn &lt;b&gt;</text>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>Mugs sold</text>');
    for (const tick of ['0', '10', '20', '30', '40']) expect(svg).toContain(`>${tick}</text>`);
  });

  it('draws a line with a point per row for each series, the second dashed', () => {
    const svg = chartContext('b2', 'line', 'Trend', data).svg;
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(6);
    expect(svg).toContain('stroke-dasharray="6 4"');
  });

  it('draws a pie of the first column with each slice’s share, and says so in its legend', () => {
    const chart = chartContext('b3', 'pie', 'Share', data);
    expect(chart.svg.match(/<path /g)).toHaveLength(3);
    expect(chart.svg).toContain('>20%</text>');
    expect(chart.svg).toContain('>68%</text>');
    expect(chart.legend.map((entry) => entry.label)).toEqual(['Spring: 12 (20%)', 'Summer: 40 (68%)', 'Autumn <b>: 7 (12%)']);
    expect(chart.svg).toContain('Pie chart of 2025 (Mugs sold) over 3 rows.');
    const whole = chartContext('b4', 'pie', '', chartDataset.parse({ columns: ['A'], rows: [{ label: 'Only', values: [5] }, { label: 'None', values: [0] }] }));
    expect(whole.svg).toContain(`<circle cx="320" cy="180" r="150" fill="${CHART_COLOURS[0]}"/>`);
    const empty = chartContext('b5', 'pie', '', chartDataset.parse({ columns: ['A'], rows: [{ label: 'x', values: [0] }, { label: 'y', values: [-3] }] }));
    expect(empty.svg).toContain('No values to show');
  });

  it('gives the same bytes for the same data', () => {
    expect(chartContext('b1', 'bar', 'x', data)).toEqual(chartContext('b1', 'bar', 'x', data));
  });

  it('shows negative values below a zero line, and round ticks around them', () => {
    expect(valueTicks([-12, 37])).toEqual([-20, -10, 0, 10, 20, 30, 40]);
    expect(valueTicks([0.3, 0.7])).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(valueTicks([0, 0])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueTicks([1234567])).toEqual([0, 500000, 1000000, 1500000]);
    const svg = chartContext('n', 'bar', '', chartDataset.parse({ columns: ['Profit'], rows: [{ label: 'Q1', values: [-12] }, { label: 'Q2', values: [37] }] })).svg;
    expect(svg).toContain('>-20</text>');
    expect(formatValue(1234567.891)).toBe('1,234,567.89');
  });

  it('labels at most 8 rows on the x axis of a long dataset, each whole (all are in the table)', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ label: `Day ${i + 1}`, values: [i] }));
    const chart = chartContext('long', 'line', '', chartDataset.parse({ columns: ['Visits'], rows }));
    expect(chart.svg.match(/y="320" text-anchor="middle">[^<]*<\/text>/g)).toEqual(['Day 1', 'Day 14', 'Day 27', 'Day 40', 'Day 53', 'Day 66', 'Day 79', 'Day 92'].map((day) => `y="320" text-anchor="middle">${day}</text>`));
    expect(chart.svg).not.toContain('<circle ');
    expect(chart.rows).toHaveLength(100);
  });

  it('uses colours with at least 4.5:1 contrast on white and on the page background', () => {
    for (const colour of CHART_COLOURS) {
      expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, '#fbfaf7'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
