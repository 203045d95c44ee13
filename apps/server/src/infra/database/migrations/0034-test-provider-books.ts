import type { Kysely } from 'kysely';

/*
 * The built-in test provider's books (infra/payments/test-provider.ts): its payment methods, intents,
 * charges and refunds, in the database rather than one process's memory, so a refund after a restart
 * finds its charge and every worker of a cluster knows the card another one tokenised. And the card a
 * payment was charged to (brand and last four, as any provider tells it) for the order page.
 */

/** Creates test_payment_records; adds payments.card_brand and card_last4. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('card_brand', 'text').execute();
  await db.schema.alterTable('payments').addColumn('card_last4', 'text').execute();
  await db.schema
    .createTable('test_payment_records')
    // 'method' (a tokenised card, used once), 'intent', 'payment' (our payment id → its intent), 'refund' (idempotency key → refund id).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    // An intent's charge: what succeeded, and what was refunded of it (updated in place, never past the charge).
    .addColumn('charged_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_payment_records_pkey', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_payment_records').execute();
  await db.schema.alterTable('payments').dropColumn('card_last4').execute();
  await db.schema.alterTable('payments').dropColumn('card_brand').execute();
}
