import type { Insertable, Kysely } from 'kysely';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { AnalyticsClientErrorsTable, AnalyticsEventsTable, Schema } from '../../infra/database/schema.ts';

/** Rows per INSERT: 20 columns × 500 stays under both dialects' bound-parameter limits. */
const INSERT_CHUNK = 500;

/** Writes raw events in batches, in one transaction. */
export async function insertEventBatch(db: Kysely<Schema>, events: ReadonlyArray<Insertable<AnalyticsEventsTable>>): Promise<void> {
  if (!events.length) return;
  await inTransaction(db, async (tx) => {
    for (let i = 0; i < events.length; i += INSERT_CHUNK) await tx.insertInto('analytics_events').values(events.slice(i, i + INSERT_CHUNK)).execute();
  });
}

/** Deletes a site's events of visitors whose id starts with `prefix` (a previous generator run); returns how many. */
export async function deleteEventsOfVisitors(db: Kysely<Schema>, websiteId: string, prefix: string): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('website_id', '=', websiteId).where('visitor_id', 'like', `${prefix}%`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Replaces a site's client-error groups whose id starts with `prefix` by `errors`. */
export async function replaceClientErrors(db: Kysely<Schema>, websiteId: string, prefix: string, errors: ReadonlyArray<Insertable<AnalyticsClientErrorsTable>>): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('analytics_client_errors').where('website_id', '=', websiteId).where('id', 'like', `${prefix}%`).execute();
    if (errors.length) await tx.insertInto('analytics_client_errors').values([...errors]).execute();
  });
}
