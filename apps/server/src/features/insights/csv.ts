import { stringify } from 'csv-stringify/sync';

/*
 * The reports' CSV: RFC 4180 by csv-stringify, with cells a spreadsheet would run as a formula
 * (paths and referrers are the visitor's to choose) turned to text by a leading apostrophe, as
 * OWASP advises.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, formula-safe. */
function cell(value: string | number): string {
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** A table as CSV: a heading row, then the rows, CRLF line ends. */
export function toCsv(headings: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([headings.map(cell), ...rows.map((row) => row.map(cell))], { record_delimiter: 'windows' });
}

/** A rate (0 to 1) as a percentage with one decimal: `0.4167` → `'41.7%'`. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
