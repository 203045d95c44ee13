import type { Kysely } from 'kysely';

/*
 * Scheduled jobs run once per site, whatever the number of processes or machines (issue 29): the
 * process that holds the lease of `job_leases` runs them, renews it while it lives, and another
 * process takes it over once it has expired (its holder died). See infra/features/job-lease.ts.
 */

/** Creates job_leases. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops job_leases. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').ifExists().execute();
}
