import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * A site's payment provider settings (payment_settings, migration 0028): one row per site, none for a
 * site on the built-in test provider. Secrets are stored sealed (the service seals and opens them).
 */

/** A stored row, as the service reads it. */
export interface StoredPaymentSettings {
  provider: 'test' | 'stripe';
  mode: 'test' | 'live';
  publishableKey: string | null;
  secretKeySealed: string | null;
  secretKeyHint: string | null;
  webhookSecretSealed: string | null;
  webhookSecretHint: string | null;
}

/** What a site without a row uses. */
export const DEFAULT_PAYMENT_SETTINGS: StoredPaymentSettings = {
  provider: 'test',
  mode: 'test',
  publishableKey: null,
  secretKeySealed: null,
  secretKeyHint: null,
  webhookSecretSealed: null,
  webhookSecretHint: null,
};

/** The site's settings, or the defaults. */
export async function readPaymentSettings(db: Kysely<Schema>, websiteId: string): Promise<StoredPaymentSettings> {
  const row = await db.selectFrom('payment_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  return {
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
    mode: row.mode === 'live' ? 'live' : 'test',
    publishableKey: row.publishable_key,
    secretKeySealed: row.secret_key_sealed,
    secretKeyHint: row.secret_key_hint,
    webhookSecretSealed: row.webhook_secret_sealed,
    webhookSecretHint: row.webhook_secret_hint,
  };
}

/** Writes the site's settings whole (insert or replace). */
export async function writePaymentSettings(db: Kysely<Schema>, websiteId: string, settings: StoredPaymentSettings, now: number): Promise<void> {
  const values = {
    provider: settings.provider,
    mode: settings.mode,
    publishable_key: settings.publishableKey,
    secret_key_sealed: settings.secretKeySealed,
    secret_key_hint: settings.secretKeyHint,
    webhook_secret_sealed: settings.webhookSecretSealed,
    webhook_secret_hint: settings.webhookSecretHint,
    updated_at: now,
  };
  await db
    .insertInto('payment_settings')
    .values({ website_id: websiteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

/**
 * Records a webhook event as handled: true the first time, false when this event id was handled
 * already (a retried delivery: nothing to do again).
 */
export async function recordWebhookEvent(db: Kysely<Schema>, event: { websiteId: string; provider: string; eventId: string; type: string; now: number }): Promise<boolean> {
  const rows = await db
    .insertInto('payment_webhook_events')
    .values({ website_id: event.websiteId, provider: event.provider, event_id: event.eventId, type: event.type, received_at: event.now })
    .onConflict((oc) => oc.columns(['website_id', 'provider', 'event_id']).doNothing())
    .returning('event_id')
    .execute();
  return rows.length === 1;
}

/** Whether an event id was handled already. */
export async function webhookEventSeen(db: Kysely<Schema>, websiteId: string, provider: string, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_webhook_events').select('event_id').where('website_id', '=', websiteId).where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}
