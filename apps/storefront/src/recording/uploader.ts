import { gzip, MAX_REQUEST_BYTES, packEvents } from './compress.ts';

/*
 * Sends the recorder's batches (docs/recordings-api.md). A batch made while the page lives is
 * compressed off the main thread (CompressionStream) and then posted. The last batch, when the page
 * is hidden or left, cannot wait for that: the page may be gone before an asynchronous gzip ends. So
 * it is compressed synchronously (fflate) and posted at once by keep-alive request, which outlives
 * the page, together with any batch still being compressed (which then stays unsent by its own
 * path). Keep-alive requests share 64 kB in flight: the leaving send posts what fits.
 */

/** Bytes the leaving send may post in all (keep-alive's 64 kB in flight, with room for headers). */
export const LEAVING_BUDGET_BYTES = MAX_REQUEST_BYTES;

/** Posts one gzip body; `leaving` when the page is going (it must outlive the page). Resolves when sent (never rejects). */
export type PostBody = (body: Uint8Array, leaving: boolean) => Promise<unknown>;

/** Synchronous gzip of bytes (fflate's `gzipSync`). */
export type GzipSync = (data: Uint8Array) => Uint8Array;

/** {@link packEvents}, synchronously: bodies of at most `maxBytes`, a batch too large halved, an event that alone does not fit left out. */
export function packEventsSync(events: readonly unknown[], gzipSync: GzipSync, maxBytes = MAX_REQUEST_BYTES): Uint8Array[] {
  if (events.length === 0) return [];
  const body = gzipSync(new TextEncoder().encode(JSON.stringify(events)));
  if (body.length <= maxBytes) return [body];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [...packEventsSync(events.slice(0, half), gzipSync, maxBytes), ...packEventsSync(events.slice(half), gzipSync, maxBytes)];
}

interface Waiting {
  events: unknown[];
  /** Set once a send has taken the batch (its own, or the leaving one): it is never sent twice. */
  taken: boolean;
}

/** Sends batches in order; the leaving one synchronously, with whatever still waits. */
export class RecordingUploader {
  private waiting: Waiting[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly post: PostBody;
  private readonly gzipSync: GzipSync;
  private readonly compress: (text: string) => Promise<Uint8Array>;

  constructor(post: PostBody, gzipSync: GzipSync, compress: (text: string) => Promise<Uint8Array> = gzip) {
    this.post = post;
    this.gzipSync = gzipSync;
    this.compress = compress;
  }

  /** The batcher's `SendBatch`. */
  readonly send = (events: unknown[], leaving: boolean): void => {
    if (leaving) this.sendLeaving(events);
    else this.sendLater(events);
  };

  private sendLater(events: unknown[]): void {
    const batch: Waiting = { events, taken: false };
    this.waiting.push(batch);
    this.chain = this.chain.then(async () => {
      const bodies = await packEvents(batch.events, MAX_REQUEST_BYTES, this.compress);
      if (batch.taken) return; // the page was left meanwhile: the leaving send took these events
      batch.taken = true;
      this.waiting = this.waiting.filter((w) => w !== batch);
      for (const body of bodies) await this.post(body, false);
    });
  }

  /** Posts, before returning, every event not yet taken and `events`, as much as keep-alive takes. */
  private sendLeaving(events: unknown[]): void {
    const left = this.waiting.filter((w) => !w.taken);
    for (const w of left) w.taken = true;
    this.waiting = [];
    let budget = LEAVING_BUDGET_BYTES;
    for (const body of packEventsSync([...left.flatMap((w) => w.events), ...events], this.gzipSync)) {
      if (body.length > budget) break;
      budget -= body.length;
      void this.post(body, true);
    }
  }
}
