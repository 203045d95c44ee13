import { Worker } from 'node:worker_threads';
import type { RollupRun } from './rollup-service.ts';

/*
 * The rollup reads a whole day of raw events and builds its visitors and sessions in memory: a day
 * of 120,000 visits took the server from 280 MB to 800 MB, and V8 kept that heap long after the
 * flood was over (issue 36). Run in a thread of its own, the day's events live in the thread's
 * heap, and the counting no longer holds up the requests of the main thread. The thread is kept
 * between runs (starting one costs half a second of CPU: it loads the database layer) and ended
 * after a run that read many events, so their memory goes back to the system, or after a while
 * without runs.
 */

/** Where the thread finds the database. */
export interface RollupThreadLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** What the thread is asked. */
export type RollupThreadRequest = { kind: 'run'; now: number; changedSince: number | undefined } | { kind: 'close' };

/** What one run did, or why it failed. */
export type RollupThreadReply = { ok: true; run: RollupRun; pruned: number } | { ok: false; message: string };

/** A run that read more events than this ends the thread after it: its heap goes with it. */
export const RECYCLE_AFTER_EVENTS = 20_000;
/** A thread without a run for this long ends (the default cadence, a minute, starts a new one each time). */
export const IDLE_CLOSE_MS = 30_000;

const THREAD = new URL('./rollup-thread.ts', import.meta.url);

/** The rollup job's thread, started on demand. */
export class RollupThread {
  private worker: Worker | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly location: RollupThreadLocation;
  private readonly recycleAfterEvents: number;

  constructor(location: RollupThreadLocation, options: { recycleAfterEvents?: number } = {}) {
    this.location = location;
    this.recycleAfterEvents = options.recycleAfterEvents ?? RECYCLE_AFTER_EVENTS;
  }

  /** Whether a thread is up (between runs it may be). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** Runs the rollup job (recent days, then retention) once in the thread. One run at a time. */
  async run(now: number, changedSince: number | undefined): Promise<{ run: RollupRun; pruned: number }> {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    const reply = await new Promise<RollupThreadReply>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the rollup thread ended (code ${code}) during a run`));
      worker.once('exit', onExit);
      worker.once('message', (message: RollupThreadReply) => {
        worker.off('exit', onExit);
        resolve(message);
      });
      worker.postMessage({ kind: 'run', now, changedSince } satisfies RollupThreadRequest);
    });
    if (!reply.ok) throw new Error(reply.message);
    if (reply.run.events > this.recycleAfterEvents) await this.close();
    else {
      this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS);
      this.idleTimer.unref();
    }
    return reply;
  }

  /** Ends the thread (its database connection closed first); the next run starts a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ kind: 'close' } satisfies RollupThreadRequest);
    await exited;
  }

  private start(): Worker {
    const worker = new Worker(THREAD, { workerData: this.location });
    // A thread between runs does not keep the process alive.
    worker.unref();
    worker.on('error', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }
}
