import { z } from 'zod';
import { clip, defineBlockKind } from '../block-kind.ts';
import { shortText } from '../schema-pieces.ts';
import { chartDataset } from './dataset.ts';

/** A line, bar or pie chart of the owner's data (drawn as SVG with a data table by the server). */
export const chartBlock = defineBlockKind('chart', {
  kind: z.enum(['line', 'bar', 'pie'], { error: 'Chart type must be line, bar or pie.' }),
  title: shortText('Chart title').default(''),
  data: chartDataset,
}, {
  catalogue: { name: 'Chart', about: 'A line, bar or pie chart of your data' },
  blank: { kind: 'bar', title: '', data: { seriesLabel: '', columns: ['Value'], rows: [{ label: 'First', values: [1] }] } },
  form: [
    { control: 'row', fields: [
      { control: 'select', field: 'kind', label: 'Chart type', options: [['line', 'Line'], ['bar', 'Bar'], ['pie', 'Pie']] },
      { control: 'text', field: 'title', label: 'Chart title' },
    ] },
    { control: 'chartData', field: 'data' },
  ],
  summary: (block) => clip(`${block.kind} chart${block.title ? `: ${block.title}` : ''}`),
  partial: 'block-chart.block',
});
