import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** Whether the caller asked for CSV: `?format=csv`, or an Accept naming text/csv without `?format=json`. */
export function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return /\btext\/csv\b/i.test(request.headers.accept ?? '');
}

/** Sends a CSV download named `<name>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).header('cache-control', 'no-store').send(csv);
}
