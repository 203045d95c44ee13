import type { Config } from '../config.ts';
import { serveFromWorkers } from './primary.ts';

/*
 * `plinth start` when PLINTH_WORKERS (--workers) is above 1, in the process started: it loads only
 * the cluster's code, so it stays small beside its workers (cli.ts imports this module rather than
 * start.ts for it). The workers run start.ts.
 */

/** Forks `config.workers` workers and looks after them until Ctrl-C or SIGTERM. */
export async function startServer(config: Pick<Config, 'workers'>): Promise<void> {
  await serveFromWorkers(config.workers);
}
