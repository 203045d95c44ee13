import { Worker } from 'node:worker_threads';
import type { RollupRun } from './rollup-service.ts';

/*
 * The rollup reads a whole day of raw events and builds its visitors and sessions in memory: a day
 * of 120,000 visits took the server from 280 MB to 800 MB, and V8 kept that heap long after the
 * flood was over (issue 36). Run in a thread of its own, the day's events live in the thread's heap,
 * which is handed back to the system when the thread ends, and the counting no longer holds up the
 * requests of the main thread.
 */

/** Where the thread finds the database, and what to roll. */
export interface RollupThreadInput {
  databaseUrl: string | undefined;
  dataDir: string;
  now: number;
  changedSince: number | undefined;
}

/** What one run of the thread did. */
export interface RollupThreadOutput {
  run: RollupRun;
  pruned: number;
}

const THREAD = new URL('./rollup-thread.ts', import.meta.url);

/** Runs the rollup job (recent days, then retention) once in a new thread; resolves with what it did. */
export function rollUpInThread(input: RollupThreadInput): Promise<RollupThreadOutput> {
  return new Promise((resolve, reject) => {
    let output: RollupThreadOutput | undefined;
    const thread = new Worker(THREAD, { workerData: input });
    thread.once('message', (message: RollupThreadOutput) => (output = message));
    thread.once('error', reject);
    thread.once('exit', (code) => (output && code === 0 ? resolve(output) : reject(new Error(`the rollup thread ended with code ${code} before finishing`))));
  });
}
