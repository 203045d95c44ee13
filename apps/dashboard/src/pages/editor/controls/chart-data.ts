/**
 * The chart data editor's grid and the text it takes (platform.md §3 "Chart dataset: rows,
 * columns, series label"; §5 messages). The grid keeps what the owner typed, as text, so a cell may
 * be blank or wrong for a while; it becomes a ChartDataset only when every cell is a number.
 *
 * The series label says what the values measure ('Units sold'); the chart shows it beside its value
 * axis (features/blocks/chart-svg.ts). It is its own field, not part of the table.
 *
 * Pasted or imported data (tab-, comma-, semicolon- or pipe-separated, guessed by papaparse) reads
 * as a table: the first row names the columns (its first cell, over the row names, is not kept),
 * the first column names the rows, the rest are the values. Beyond EDITOR_LIMITS.maxChartRows rows or maxChartColumns
 * columns the data is cut, with the spec's notice.
 */
import { EDITOR_LIMITS, type ChartDataset } from '@plinth/api';
import Papa from 'papaparse';
import { WORDS } from './words.ts';

export interface ChartGrid {
  seriesLabel: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/** What reading data gives: a grid with notices (cut, missing data), or why there is none. */
export type ReadResult = { grid: ChartGrid; notices: string[] } | { problem: string };

const NAME_MAX = 60;

export function gridFromDataset(data: ChartDataset): ChartGrid {
  return {
    seriesLabel: data.seriesLabel,
    columns: [...data.columns],
    rows: data.rows.map((row) => ({ label: row.label, cells: row.values.map(String) })),
  };
}

/**
 * A cell as a number: spaces, currency signs and % are ignored; 1,234.5 has a thousands comma and
 * 2,5 a decimal one. Null when it is blank or not a number.
 */
export function cellNumber(cell: string): number | null {
  let text = cell.replace(/[\s\u00a0$€£¥%]/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^[-+]?\d+,\d+$/.test(text)) text = text.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The grid as a dataset, or the first reason it is not one yet. */
export function datasetFromGrid(grid: ChartGrid): { data: ChartDataset } | { problem: string } {
  if (grid.columns.length === 0) return { problem: WORDS.noColumns };
  if (grid.rows.length === 0) return { problem: WORDS.noRows };
  const rows: ChartDataset['rows'] = [];
  for (const row of grid.rows) {
    const values = grid.columns.map((_, i) => cellNumber(row.cells[i] ?? ''));
    if (values.some((value) => value === null)) return { problem: WORDS.missingData };
    rows.push({ label: row.label.trim().slice(0, NAME_MAX), values: values as number[] });
  }
  return { data: { seriesLabel: grid.seriesLabel.trim().slice(0, EDITOR_LIMITS.maxShortText), columns: grid.columns.map((c) => c.trim().slice(0, NAME_MAX)), rows } };
}

/** Whether a grid cell holds something that is not (yet) a number, to mark it. */
export const cellIsMissing = (cell: string | undefined) => cellNumber(cell ?? '') === null;

/** Reads pasted text or a CSV file's text into a grid. */
export function gridFromText(text: string): ReadResult {
  if (!text.trim()) return { problem: WORDS.noData };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: 'greedy', delimitersToGuess: ['\t', ',', ';', '|'] });
  const table = parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
  if (table.length === 0) return { problem: WORDS.noData };
  const [header, ...body] = table;
  const width = Math.max(...table.map((row) => row.length)) - 1;
  if (width < 1) return { problem: WORDS.noColumns };
  if (body.length === 0) return { problem: WORDS.noRows };
  const notices: string[] = [];
  const columnCount = Math.min(width, EDITOR_LIMITS.maxChartColumns);
  const kept = body.slice(0, EDITOR_LIMITS.maxChartRows);
  if (width > columnCount || body.length > kept.length) notices.push(WORDS.truncated);
  const grid: ChartGrid = {
    seriesLabel: '',
    columns: Array.from({ length: columnCount }, (_, i) => header[i + 1] || `Column ${i + 1}`),
    rows: kept.map((row) => ({ label: row[0] ?? '', cells: Array.from({ length: columnCount }, (_, i) => row[i + 1] ?? '') })),
  };
  if (grid.rows.some((row) => row.cells.some(cellIsMissing))) notices.push(WORDS.missingData);
  return { grid, notices };
}

/** A change to the grid's shape: the new grid, or why it cannot be made. */
export type ShapeResult = { grid: ChartGrid } | { problem: string };

export const canAddRow = (grid: ChartGrid) => grid.rows.length < EDITOR_LIMITS.maxChartRows;
export const canAddColumn = (grid: ChartGrid) => grid.columns.length < EDITOR_LIMITS.maxChartColumns;

export function addRow(grid: ChartGrid): ShapeResult {
  if (!canAddRow(grid)) return { problem: WORDS.truncated };
  return { grid: { ...grid, rows: [...grid.rows, { label: `Row ${grid.rows.length + 1}`, cells: grid.columns.map(() => '0') }] } };
}

export function addColumn(grid: ChartGrid): ShapeResult {
  if (!canAddColumn(grid)) return { problem: WORDS.truncated };
  return { grid: { ...grid, columns: [...grid.columns, `Column ${grid.columns.length + 1}`], rows: grid.rows.map((row) => ({ ...row, cells: [...row.cells.slice(0, grid.columns.length), '0'] })) } };
}

export function removeRow(grid: ChartGrid, index: number): ShapeResult {
  if (grid.rows.length <= 1) return { problem: WORDS.noRows };
  return { grid: { ...grid, rows: grid.rows.filter((_, i) => i !== index) } };
}

export function removeColumn(grid: ChartGrid, index: number): ShapeResult {
  if (grid.columns.length <= 1) return { problem: WORDS.noColumns };
  return { grid: { ...grid, columns: grid.columns.filter((_, i) => i !== index), rows: grid.rows.map((row) => ({ ...row, cells: row.cells.filter((_, i) => i !== index) })) } };
}

/**
 * A table pasted into one cell of the grid fills the cells from there on, as a spreadsheet does,
 * adding rows and columns up to the limits. Row -1 is the header row, column -1 the row labels.
 */
export function pasteAt(grid: ChartGrid, row: number, column: number, text: string): ReadResult {
  if (!text.trim()) return { problem: WORDS.noData };
  const table = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r?\n$/, ''), { delimitersToGuess: ['\t', ',', ';', '|'] }).data.map((cells) => cells.map((cell) => String(cell ?? '').trim()));
  const width = Math.max(...table.map((cells) => cells.length));
  const columnCount = Math.min(EDITOR_LIMITS.maxChartColumns, Math.max(grid.columns.length, column + width));
  const rowCount = Math.min(EDITOR_LIMITS.maxChartRows, Math.max(grid.rows.length, row + table.length));
  const notices: string[] = [];
  if (column + width > columnCount || row + table.length > rowCount) notices.push(WORDS.truncated);
  const next: ChartGrid = {
    seriesLabel: grid.seriesLabel,
    columns: Array.from({ length: columnCount }, (_, c) => grid.columns[c] ?? `Column ${c + 1}`),
    rows: Array.from({ length: rowCount }, (_, r) => ({
      label: grid.rows[r]?.label ?? `Row ${r + 1}`,
      cells: Array.from({ length: columnCount }, (_, c) => grid.rows[r]?.cells[c] ?? ''),
    })),
  };
  table.forEach((cells, i) =>
    cells.forEach((cell, j) => {
      const r = row + i;
      const c = column + j;
      if (r >= rowCount || c >= columnCount) return;
      // The corner cell names the row labels: nothing keeps it.
      if (r === -1 && c === -1) return;
      if (r === -1) next.columns[c] = cell;
      else if (c === -1) next.rows[r].label = cell;
      else next.rows[r].cells[c] = cell;
    }),
  );
  if (next.rows.some((r) => r.cells.some(cellIsMissing))) notices.push(WORDS.missingData);
  return { grid: next, notices };
}
