import cluster from 'node:cluster';
import type { Server } from 'node:http';

/*
 * The worker's side of `plinth start --workers N`: every answer names the process that served it, so
 * an operator (or a test) sees the load spread over the workers.
 */

/** The header naming the worker process (its pid) that served an answer. */
export const WORKER_HEADER = 'X-Plinth-Worker';

/** True in a worker forked by {@link import('./primary.ts').forkWorkers}. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * True in the first worker the primary forks (cluster ids start at 1; a worker started later, a
 * replacement included, has another): it migrates and seeds the database before the others start.
 */
export function isFirstWorker(): boolean {
  return cluster.worker?.id === 1;
}

/**
 * Adds {@link WORKER_HEADER} to every answer of `server`, before the app sees the request (so 404s,
 * static files and errors carry it too); the app's own headers are written over it, never dropped.
 */
export function nameServingProcess(server: Server, id = String(process.pid)): void {
  server.prependListener('request', (_request, response) => response.setHeader(WORKER_HEADER, id));
}
