import type { Kysely } from 'kysely';

/*
 * Integrations (issue 16; features/integrations). `mailing_list_connections`: a site's external
 * mailing-list provider (one per site: the API key, kept to call the provider and never sent back;
 * the list chosen; the double opt-in flag). `webhooks`: the automation connector's outgoing
 * webhooks (the signing secret is kept to sign; it is shown once). `integration_deliveries`: every
 * delivery still to make or made — a webhook call or a mailing-list subscription — written in the
 * transaction of the event that caused it, retried with backoff by the delivery worker until it
 * succeeds or runs out of attempts, so a crash or a provider outage loses nothing. It is also each
 * webhook's delivery log.
 */

/** Creates mailing_list_connections, webhooks and integration_deliveries. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mailing_list_connections')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('list_id', 'text')
    .addColumn('list_name', 'text')
    .addColumn('double_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connected_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events_json', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('success_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_success_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_site').on('webhooks').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('integration_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('webhook_id', 'text', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute();
  // The worker's query: pending deliveries that are due.
  await db.schema.createIndex('integration_deliveries_due').on('integration_deliveries').columns(['status', 'next_attempt_at']).execute();
  // A webhook's delivery log, newest first.
  await db.schema.createIndex('integration_deliveries_webhook').on('integration_deliveries').columns(['webhook_id', 'created_at']).execute();
}

/** Drops the three tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integration_deliveries').ifExists().execute();
  await db.schema.dropTable('webhooks').ifExists().execute();
  await db.schema.dropTable('mailing_list_connections').ifExists().execute();
}
