import cluster, { type Worker } from 'node:cluster';

/*
 * The primary process of `plinth start --workers N` (issue 29): it forks N workers that each build
 * the app and listen on the same port (node:cluster hands them the connections), restarts one that
 * dies, and stops them all on Ctrl-C or SIGTERM. It serves nothing and loads none of the app (it
 * stays small): the first worker migrates and seeds the database, and the others are forked once it
 * listens, so they find the schema current.
 */

/** How a worker that died is replaced. */
export interface RestartPolicy {
  /** A worker that lived less than this died "at once": the next one waits longer. @default 10 000 ms */
  quickDeathMs: number;
  /** The wait after the first quick death; it doubles with each one after. @default 500 ms */
  firstDelayMs: number;
  /** The longest wait. @default 30 000 ms */
  maxDelayMs: number;
}

/** Options of {@link forkWorkers}. */
export interface PrimaryOptions {
  workers: number;
  restart?: Partial<RestartPolicy>;
  /** How long stopping workers may take before they are killed. @default 10 000 ms */
  stopGraceMs?: number;
  /** Where the primary reports a worker's death. @default console.error */
  report?: (line: string) => void;
}

/** The running cluster, seen from its primary. */
export interface ClusterPrimary {
  /** Resolves once every worker listens; rejects when one dies before (the start failed). */
  readonly listening: Promise<void>;
  /** The pids of the workers alive now. */
  pids(): number[];
  /** Stops every worker (SIGTERM, SIGKILL after the grace) and resolves once all have exited. */
  stop(): Promise<void>;
}

const DEFAULT_RESTART: RestartPolicy = { quickDeathMs: 10_000, firstDelayMs: 500, maxDelayMs: 30_000 };

/** One of the N places a worker runs in: its current worker and how it fared. */
interface Slot {
  worker: Worker | null;
  startedAt: number;
  /** Deaths in a row that came soon after their start. */
  quickDeaths: number;
  restartTimer: NodeJS.Timeout | null;
}

/** The wait before replacing a worker: none after a long life, then 0.5 s, 1 s, 2 s… up to the cap. */
export function restartDelay(quickDeaths: number, policy: RestartPolicy = DEFAULT_RESTART): number {
  if (quickDeaths === 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (quickDeaths - 1));
}

function describeLife(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

/**
 * Forks the workers (each re-runs this command: `cluster.isWorker` tells it to serve) and looks after
 * them. Call only in the primary process.
 */
export function forkWorkers(options: PrimaryOptions): ClusterPrimary {
  const policy = { ...DEFAULT_RESTART, ...options.restart };
  const report = options.report ?? ((line: string) => console.error(line));
  const slots: Slot[] = [];
  let stopping = false;
  let allListening = false;
  let resolveListening!: () => void;
  let rejectListening!: (error: Error) => void;
  const listening = new Promise<void>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  // A start that fails is reported by the caller; an unobserved rejection must not crash the primary first.
  listening.catch(() => {});
  const listeningWorkers = new Set<Worker>();

  const start = (slot: Slot) => {
    slot.restartTimer = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.once('listening', () => {
      listeningWorkers.add(worker);
      if (!allListening && listeningWorkers.size === options.workers) {
        allListening = true;
        resolveListening();
      }
    });
    worker.once('exit', (code, signal) => {
      const served = listeningWorkers.delete(worker);
      if (slot.worker === worker) slot.worker = null;
      if (stopping) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (!allListening && !served) {
        // Every worker runs the same start: one failing before it serves, while the cluster starts, means the start failed.
        rejectListening(new Error(`Worker ${worker.id} (pid ${worker.process.pid}) ${how} before serving.`));
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.quickDeaths = lived < policy.quickDeathMs ? slot.quickDeaths + 1 : 0;
      const delay = restartDelay(slot.quickDeaths, policy);
      report(`Worker ${worker.id} (pid ${worker.process.pid}) ${how} after ${describeLife(lived)}; starting another ${delay ? `in ${describeLife(delay)}` : 'now'}.`);
      slot.restartTimer = setTimeout(() => start(slot), delay);
    });
  };

  for (let i = 0; i < options.workers; i++) slots.push({ worker: null, startedAt: 0, quickDeaths: 0, restartTimer: null });
  const [first, ...others] = slots as [Slot, ...Slot[]];
  start(first);
  first.worker?.once('listening', () => {
    if (!stopping) for (const slot of others) start(slot);
  });

  return {
    listening,
    pids: () => slots.flatMap((slot) => (slot.worker?.process.pid ? [slot.worker.process.pid] : [])),
    async stop() {
      stopping = true;
      const alive = slots.flatMap((slot) => {
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        const worker = slot.worker;
        return worker && !worker.isDead() ? [worker] : [];
      });
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              // Each worker stops as a single process does: jobs, in-flight requests, census, lease.
              worker.process.kill('SIGTERM');
              setTimeout(() => worker.process.kill('SIGKILL'), options.stopGraceMs ?? 10_000).unref();
            }),
        ),
      );
    },
  };
}

/**
 * `plinth start` with workers, in the primary: forks them, resolves once all serve, and stops them
 * all on Ctrl-C or SIGTERM (then runs `afterStop` and exits). A start that fails in a worker stops
 * the others and throws.
 */
export async function serveFromWorkers(workers: number, afterStop: () => Promise<void> = async () => {}): Promise<ClusterPrimary> {
  const primary = forkWorkers({ workers });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Plinth…`);
    await primary.stop();
    await afterStop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    await primary.listening;
  } catch (error) {
    stopping = true;
    await primary.stop();
    throw error;
  }
  console.log(`${workers} workers serve (pids ${primary.pids().join(', ')}).`);
  return primary;
}
