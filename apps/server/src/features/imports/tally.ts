/** What an import did so far: counts, and the rows it could not take (by line of the file). */
export class ImportTally {
  created = 0;
  updated = 0;
  skipped = 0;
  readonly errors: Array<{ line: number; message: string }> = [];

  /** Notes a problem of one line (the first 1,000 are kept). */
  problem(line: number, message: string): void {
    if (this.errors.length < 1000) this.errors.push({ line, message });
  }
}

/** The longest text a field of an imported record keeps. */
export const MAX_TEXT = 200_000;
