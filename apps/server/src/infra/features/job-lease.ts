import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';

/*
 * A lease in `job_leases`: one row per name, held by one process until `expires_at`. The holder
 * renews it; any process takes it once it has expired (its holder died or lost the database). One
 * conditional upsert decides, so two processes asking at once cannot both hold it — the same on
 * SQLite (across the processes of one machine) and PostgreSQL (across machines). Expiry is read on
 * the asking process's clock: machines sharing a database must keep their clocks well within the
 * lease's length of each other (NTP does).
 */

/** Who is asking for a lease. */
export interface LeaseClaim {
  name: string;
  /** This process ({@link processOwnerId}). */
  owner: string;
  now: number;
  /** How long the lease lasts from `now` unless renewed. */
  ttlMs: number;
}

/**
 * This process's name in `job_leases.owner`: host, pid, and a random tag (two containers may both
 * be pid 1 on hosts of the same name).
 */
export function processOwnerId(pid = process.pid): string {
  return `${hostname()}:${pid}:${randomBytes(3).toString('hex')}`;
}

/** The pid in an owner id made by {@link processOwnerId}. */
export function ownerPid(owner: string): number {
  return Number(owner.split(':').at(-2));
}

/**
 * Takes the lease, or renews it when `owner` holds it already; answers false while another process
 * holds an unexpired one.
 */
export async function holdLease(db: Kysely<Schema>, claim: LeaseClaim): Promise<boolean> {
  const { name, owner, now, ttlMs } = claim;
  const row = await db
    .insertInto('job_leases')
    .values({ name, owner, acquired_at: now, expires_at: now + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({
          owner: sql<string>`excluded.owner`,
          expires_at: sql<number>`excluded.expires_at`,
          // A renewal keeps the time it was first taken.
          acquired_at: sql<number>`case when job_leases.owner = excluded.owner then job_leases.acquired_at else excluded.acquired_at end`,
        })
        .where((eb) => eb.or([eb('job_leases.owner', '=', owner), eb('job_leases.expires_at', '<', now)])),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** Gives the lease up (on a clean stop), so another process takes it at once instead of after expiry. */
export async function releaseLease(db: Kysely<Schema>, name: string, owner: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('owner', '=', owner).execute();
}

/** The lease's row, or null when nobody holds it. */
export async function readLease(db: Kysely<Schema>, name: string): Promise<{ owner: string; acquiredAt: number; expiresAt: number } | null> {
  const row = await db.selectFrom('job_leases').select(['owner', 'acquired_at', 'expires_at']).where('name', '=', name).executeTakeFirst();
  return row ? { owner: row.owner, acquiredAt: Number(row.acquired_at), expiresAt: Number(row.expires_at) } : null;
}
