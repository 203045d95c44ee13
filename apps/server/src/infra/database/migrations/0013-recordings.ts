import type { Kysely } from 'kysely';

/*
 * Session recording (issue 13, platform.md §7 "Session recording and maps"): one row per recorded
 * visit and its rrweb event batches in order. Chunks hold the decompressed, validated and scrubbed
 * events as JSON text (one dialect path; PostgreSQL compresses large text itself with TOAST). The
 * carts a recording saw tell whether the visit bought something (an order of one of those carts).
 * Retention deletes whole recordings, so no time partitioning: chunks go with their recording.
 */

/** Creates the recording tables. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recordings')
    // The id getId handed out: random and unguessable, the batch route's only credential.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The ss_cvr visitor id when the visitor has one; null for a cookieless visitor.
    .addColumn('visitor_id', 'text')
    .addColumn('first_page', 'text', (c) => c.notNull())
    // JSON array of the paths visited in order (capped).
    .addColumn('pages_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    // The last time a batch or a page of this recording arrived.
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    // From the first to the last event's own timestamp (the browser's clock).
    .addColumn('first_event_at', 'bigint')
    .addColumn('last_event_at', 'bigint')
    .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Decompressed bytes stored (the per-recording cap applies to it).
    .addColumn('stored_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The owner's list: a site's recordings, newest first.
  await db.schema.createIndex('recordings_site_started').on('recordings').columns(['website_id', 'started_at']).execute();

  await db.schema
    .createTable('recording_chunks')
    .addColumn('recording_id', 'text', (c) => c.notNull().references('recordings.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    // JSON array of rrweb events.
    .addColumn('events_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recording_chunks_pk', ['recording_id', 'seq'])
    .execute();

  await db.schema
    .createTable('recording_carts')
    .addColumn('recording_id', 'text', (c) => c.notNull().references('recordings.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recording_carts_pk', ['recording_id', 'cart_id'])
    .execute();
  await db.schema.createIndex('recording_carts_cart').on('recording_carts').column('cart_id').execute();
}

/** Drops the recording tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['recording_carts', 'recording_chunks', 'recordings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
