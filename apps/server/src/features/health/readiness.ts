import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { MIGRATIONS } from '../../infra/database/migrate.ts';

/** How long /readyz waits for the database: a load balancer's probe gives up after a few seconds. */
export const READY_TIMEOUT_MS = 2000;

/** What /readyz found. */
export interface Readiness {
  status: 'ready' | 'unavailable';
  database: boolean;
  pendingMigrations: number | null;
  stopping: boolean;
}

/** Migrations of this build the database has not applied (reads Kysely's own table; writes nothing). */
async function pendingMigrations(db: Kysely<Schema>): Promise<number> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name)).length;
}

/** Rejects after `ms`: a database that never answers (a dropped network) must not hang the probe. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should take traffic: not stopping, the database answering within `timeoutMs`,
 * and every migration of this build applied (`plinth start` applies them before it listens).
 */
export async function checkReadiness(db: Kysely<Schema>, stopping: boolean, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  let pending: number | null = null;
  try {
    pending = await within(pendingMigrations(db), timeoutMs);
  } catch {
    pending = null;
  }
  const database = pending !== null;
  const ready = !stopping && database && pending === 0;
  return { status: ready ? 'ready' : 'unavailable', database, pendingMigrations: pending, stopping };
}
