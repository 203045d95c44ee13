import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../infra/database/database.ts';
import { pruneRawEvents, rollUpRecent } from './rollup-service.ts';
import type { RollupThreadInput, RollupThreadOutput } from './rollup-in-thread.ts';

/*
 * The rollup job's thread (rollup-in-thread.ts): its own connection to the database the server
 * migrated, one run, then it ends — and the memory the day's events took goes with it.
 */

const input = workerData as RollupThreadInput;
const database = await openDatabase({ databaseUrl: input.databaseUrl, dataDir: input.dataDir, migrate: false, poolSize: 2 });
try {
  const run = await rollUpRecent(database.db, input.now, input.changedSince);
  const pruned = await pruneRawEvents(database.db, input.now);
  parentPort?.postMessage({ run, pruned } satisfies RollupThreadOutput);
} finally {
  await database.close();
}
