import type { Schema } from '../database/schema.ts';

/**
 * Every stored credential, sealed with the site's secret box (secret-box.ts): the start-up step that
 * seals values stored before sealing existed, the production key check and `plinth secrets rotate`
 * walk this list. A feature that stores a provider key or a signing secret adds its column here.
 */
export interface SealedColumn {
  table: keyof Schema & string;
  /** The row's primary key columns. */
  key: readonly string[];
  column: string;
  /** What it holds, for messages. */
  what: string;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'mailing_list_connections', key: ['website_id'], column: 'api_key', what: 'mailing-list API keys' },
  { table: 'webhooks', key: ['id'], column: 'secret', what: 'webhook signing secrets' },
  { table: 'payment_settings', key: ['website_id'], column: 'secret_key_sealed', what: 'payment provider secret keys' },
  { table: 'payment_settings', key: ['website_id'], column: 'webhook_secret_sealed', what: 'payment provider webhook secrets' },
  { table: 'payment_settings', key: ['website_id'], column: 'secret_key_sealed', what: 'Stripe secret keys' },
  { table: 'payment_settings', key: ['website_id'], column: 'webhook_secret_sealed', what: 'Stripe webhook signing secrets' },
];
