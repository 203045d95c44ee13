import { readConfig } from '../infra/config.ts';
import { isClusterWorker } from '../infra/cluster/worker.ts';
import { parseCommandArgs } from './args.ts';
import { UsageError, type CliIo } from './io.ts';

/** `plinth start`: its options become the environment readConfig reads (the workers of --workers parse the same argv). */
export async function startCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('start', argv, { demo: { type: 'boolean' }, workers: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } }, { min: 0, max: 0, names: '' });
  const env: NodeJS.ProcessEnv = { ...io.env };
  if (values.demo) env.PLINTH_DEMO = '1';
  if (values.workers !== undefined) {
    if (!/^(auto|[1-9]\d*)$/.test(values.workers)) throw new UsageError(`plinth start: --workers must be a whole number from 1, or auto, not '${values.workers}'`);
    env.PLINTH_WORKERS = values.workers;
  }
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) throw new UsageError(`plinth start: --port must be a port number from 0 to 65535, not '${values.port}'`);
    env.PORT = values.port;
  }
  if (values.host !== undefined) {
    if (!values.host.trim()) throw new UsageError('plinth start: --host must name an address');
    env.HOST = values.host;
  }
  const config = readConfig(env);
  // With --workers N the process started only looks after its workers: it loads none of the app.
  const { startServer } = config.workers > 1 && !isClusterWorker() ? await import('../infra/cluster/start-primary.ts') : await import('../start.ts');
  await startServer(config);
  return 0;
}
