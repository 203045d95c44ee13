import type { Kysely } from 'kysely';

/*
 * Payments through payment intents (issue 30, decisions/0014-payment-intents.md): a payment records
 * the provider's intent as soon as it is created (`intent_id`, looked up by the webhook and the pay
 * request's follow-up), what was refunded and whether it is disputed; a site's provider settings
 * (secrets sealed, infra/secrets); the webhook events handled, so a retried event changes nothing.
 */

/** Adds the intent columns to payments; creates payment_settings and payment_webhook_events. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('intent_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('payments').addColumn('disputed_at', 'bigint').execute();
  await db.schema.createIndex('payments_intent').on('payments').columns(['intent_id']).execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('test'))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('test'))
    .addColumn('publishable_key', 'text')
    .addColumn('secret_key_sealed', 'text')
    .addColumn('secret_key_hint', 'text')
    .addColumn('webhook_secret_sealed', 'text')
    .addColumn('webhook_secret_hint', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_webhook_events_pk', ['website_id', 'provider', 'event_id'])
    .execute();
}

/** Drops what up made. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_webhook_events').ifExists().execute();
  await db.schema.dropTable('payment_settings').ifExists().execute();
  await db.schema.dropIndex('payments_intent').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('disputed_at').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_cents').execute();
  await db.schema.alterTable('payments').dropColumn('intent_id').execute();
}
