import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

/*
 * A CSV file read row by row (papaparse over a file stream: memory holds a chunk, not the file).
 * Rows are numbered as a spreadsheet numbers them: the header is line 1, the first row line 2.
 */

/** One data row: its cells by column name (names trimmed) and its line. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
  /** Bytes of the file read so far (for progress). */
  bytesRead: number;
}

/** Every data row of a CSV file, in order; a row with the wrong number of cells still comes, papaparse's error set aside. */
export async function* csvRows(path: string): AsyncGenerator<CsvRow> {
  const file = createReadStream(path);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: 'greedy', transformHeader: (name: string) => name.trim().replace(/^\uFEFF/, '') });
  file.pipe(parser);
  file.on('error', (error) => parser.destroy(error));
  let line = 1;
  for await (const cells of parser as AsyncIterable<Record<string, string | undefined>>) {
    line++;
    const clean: Record<string, string> = {};
    for (const [key, value] of Object.entries(cells)) if (key !== '__parsed_extra' && typeof value === 'string') clean[key] = value;
    yield { line, cells: clean, bytesRead: file.bytesRead };
  }
}
