import type { Insertable, Kysely } from 'kysely';
import type { AnalyticsEventsTable, Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/** A raw analytics event as written. */
export type EventRow = Insertable<AnalyticsEventsTable>;

/** Rows per INSERT: 500 × 20 columns stays under both dialects' bound-parameter limits. */
const CHUNK = 500;

/** Every column, so that every row of a multi-row insert binds the same list. */
function complete(row: EventRow): EventRow {
  return {
    website_id: row.website_id,
    occurred_at: row.occurred_at,
    kind: row.kind,
    visitor_id: row.visitor_id,
    session_id: row.session_id ?? null,
    counting: row.counting,
    path: row.path ?? '',
    referrer: row.referrer ?? null,
    utm_source: row.utm_source ?? null,
    utm_medium: row.utm_medium ?? null,
    utm_campaign: row.utm_campaign ?? null,
    device: row.device ?? null,
    browser: row.browser ?? null,
    os: row.os ?? null,
    country: row.country ?? null,
    item_id: row.item_id ?? null,
    event_name: row.event_name ?? null,
    schema_name: row.schema_name ?? null,
    data_json: row.data_json ?? null,
  };
}

/**
 * Writes events in multi-row inserts (one statement per 500 rows), all or none: a batch that fails
 * is retried row by row, which must not write its first chunks twice.
 */
export async function insertEvents(db: Kysely<Schema>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await inTransaction(db, async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insertInto('analytics_events').values(rows.slice(start, start + CHUNK).map(complete)).execute();
    }
  });
}
