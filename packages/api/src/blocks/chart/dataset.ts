import { z } from 'zod';
import { EDITOR_LIMITS, shortText } from '../schema-pieces.ts';

const truncated = `Dataset truncated to ${EDITOR_LIMITS.maxChartRows} rows or ${EDITOR_LIMITS.maxChartColumns} columns.`;

/** A chart's data (platform.md §3 "Chart dataset: rows, columns, series label"). */
export const chartDataset = z.strictObject({
  seriesLabel: shortText('Series label').default(''),
  columns: z.array(shortText('Column name', 60), { error: 'Columns must be a list.' })
    .min(1, 'Your dataset must have at least one column.')
    .max(EDITOR_LIMITS.maxChartColumns, truncated),
  rows: z.array(z.strictObject({ label: shortText('Row label', 60), values: z.array(z.number({ error: 'Chart values must be numbers.' }).finite()) }))
    .min(1, 'Your dataset must have at least one row.')
    .max(EDITOR_LIMITS.maxChartRows, truncated),
}).refine((data) => data.rows.every((row) => row.values.length === data.columns.length), { message: 'One or more rows was missing data.' });
export type ChartDataset = z.output<typeof chartDataset>;
