/*
 * Collects the recorder's events and hands them on in batches: every 100 events, every 10 seconds,
 * at once after a full snapshot (the page's DOM: a replay needs it, and it is the largest event),
 * and when the page is hidden or left (then by keep-alive request, which outlives the page).
 */

/** rrweb's event type of a full snapshot. */
export const FULL_SNAPSHOT = 2;

/** Flush at this many events… */
export const FLUSH_EVENTS = 100;
/** …or this long after the first waiting event. */
export const FLUSH_MS = 10_000;

/** Sends a batch; `leaving` when the page is being hidden or left. */
export type SendBatch = (events: unknown[], leaving: boolean) => void;

/** Holds waiting events and flushes them by count, by time and on leaving. */
export class RecordingBatcher {
  private events: unknown[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly send: SendBatch;
  private readonly clock: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };

  constructor(send: SendBatch, clock: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis) {
    this.send = send;
    this.clock = clock;
  }

  /** Queues an event; the 100th, and a full snapshot, flush at once. */
  add(event: unknown): void {
    this.events.push(event);
    const snapshot = typeof event === 'object' && event !== null && (event as { type?: unknown }).type === FULL_SNAPSHOT;
    if (this.events.length >= FLUSH_EVENTS || snapshot) this.flush(false);
    else this.timer ??= this.clock.setTimeout(() => this.flush(false), FLUSH_MS);
  }

  /** Sends what waits (nothing when nothing waits). */
  flush(leaving: boolean): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    this.send(events, leaving);
  }
}
