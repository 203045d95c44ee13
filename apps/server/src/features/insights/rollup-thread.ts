import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../infra/database/database.ts';
import { pruneRawEvents, rollUpRecent } from './rollup-service.ts';
import type { RollupThreadLocation, RollupThreadReply, RollupThreadRequest } from './rollup-in-thread.ts';

/*
 * The rollup job's thread (rollup-in-thread.ts): its own connection to the database the server
 * migrated; runs the job on each request, one at a time, until told to close.
 */

const location = workerData as RollupThreadLocation;
const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, migrate: false, poolSize: 2 });
const port = parentPort;
if (!port) throw new Error('rollup-thread.ts runs as a worker thread');

port.on('message', (request: RollupThreadRequest) => {
  if (request.kind === 'close') {
    void database.close().finally(() => port.close());
    return;
  }
  void (async (): Promise<RollupThreadReply> => {
    try {
      const run = await rollUpRecent(database.db, request.now, request.changedSince);
      const pruned = await pruneRawEvents(database.db, request.now);
      return { ok: true, run, pruned };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  })().then((reply) => port.postMessage(reply));
});
