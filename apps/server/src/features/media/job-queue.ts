/**
 * The processing jobs of one app: run one at a time in the background (sharp already spreads one
 * image over the cores), and awaited on close so no job writes to a closed database.
 */
export interface JobQueue {
  /** Queues `job` under the file's id. */
  add(id: string, job: () => Promise<void>): void;
  /** Whether a job for this file is queued or running in this process. */
  has(id: string): boolean;
  /** Resolves when every queued job has finished. */
  idle(): Promise<void>;
}

/** A new, empty {@link JobQueue}; a job's failure is its own business (it records it) and never stops the queue. */
export function createJobQueue(onError: (error: unknown) => void = () => {}): JobQueue {
  let tail: Promise<void> = Promise.resolve();
  const pending = new Map<string, number>();
  return {
    add(id, job) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
      tail = tail
        .then(job)
        .catch(onError)
        .finally(() => {
          const left = (pending.get(id) ?? 1) - 1;
          if (left > 0) pending.set(id, left);
          else pending.delete(id);
        });
    },
    has: (id) => pending.has(id),
    idle: () => tail,
  };
}
