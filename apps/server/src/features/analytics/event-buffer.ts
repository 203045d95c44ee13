/*
 * Ingestion writes in batches: rows wait in memory and go to the database in one multi-row insert
 * every `intervalMs` or as soon as `maxRows` are waiting. The answer to the visitor never waits for
 * the write. `close()` writes what is left, so a clean stop loses nothing.
 */

/** Writes one batch; throws when the batch could not be written. */
export type BatchWriter<T> = (rows: T[]) => Promise<void>;

export interface EventBufferOptions<T> {
  write: BatchWriter<T>;
  /** Writes one row alone, after its batch failed (a row of a just-deleted site must not sink the others). */
  writeOne?: BatchWriter<T>;
  /** @default 250 */
  intervalMs?: number;
  /** @default 200: small batches keep each synchronous SQLite write short (p99 6-7 ms at 20k events/s vs 11 ms with 500). */
  maxRows?: number;
  /** Told about rows that could not be written at all. */
  onError?: (error: unknown, lost: number) => void;
}

/** An in-process write buffer. */
export class EventBuffer<T> {
  private rows: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The running write chain: flushes run one after the other, and close() waits for all. */
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly intervalMs: number;
  private readonly maxRows: number;

  private readonly options: EventBufferOptions<T>;

  constructor(options: EventBufferOptions<T>) {
    this.options = options;
    this.intervalMs = options.intervalMs ?? 250;
    this.maxRows = options.maxRows ?? 200;
  }

  /** Rows waiting for the next write. */
  get pending(): number {
    return this.rows.length;
  }

  /** Queues a row; written within `intervalMs`, or now when the batch is full. */
  add(row: T): void {
    if (this.closed) throw new Error('The analytics buffer is closed.');
    this.rows.push(row);
    if (this.rows.length >= this.maxRows) void this.flush();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      // A waiting batch does not keep the process alive: close() writes it.
      this.timer.unref?.();
    }
  }

  /** Writes every waiting row; resolves once they (and any earlier batch) are written. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows;
    this.rows = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.writeBatch(batch));
    return this.writing;
  }

  /** Writes what is left and refuses further rows. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async writeBatch(batch: T[]): Promise<void> {
    try {
      await this.options.write(batch);
      return;
    } catch (error) {
      if (!this.options.writeOne) return this.options.onError?.(error, batch.length);
    }
    let lost = 0;
    let lastError: unknown;
    for (const row of batch) {
      try {
        await this.options.writeOne([row]);
      } catch (error) {
        lost++;
        lastError = error;
      }
    }
    if (lost > 0) this.options.onError?.(lastError, lost);
  }
}
