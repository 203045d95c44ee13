import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { MailingListConnectionsTable } from '../../infra/database/schema-integrations.ts';

/* A site's mailing-list provider connection (SQL only). */

/** The stored connection (with its sealed key: opened by the service to call the provider, never answered). */
export interface MailingListConnection {
  websiteId: string;
  provider: 'mailchimp';
  /** The API key sealed with the site's secret box (`deps.secrets.open` gives the key). */
  sealedApiKey: string;
  account: string;
  list: { id: string; name: string } | null;
  doubleOptIn: boolean;
  connectedAt: number;
}

function toConnection(row: Selectable<MailingListConnectionsTable>): MailingListConnection {
  return {
    websiteId: row.website_id,
    provider: row.provider as 'mailchimp',
    sealedApiKey: row.api_key,
    account: row.account_label,
    list: row.list_id ? { id: row.list_id, name: row.list_name ?? '' } : null,
    doubleOptIn: row.double_opt_in === 1,
    connectedAt: Number(row.connected_at),
  };
}

/** The site's connection, or null. */
export async function findConnection(db: Kysely<Schema>, websiteId: string): Promise<MailingListConnection | null> {
  const row = await db.selectFrom('mailing_list_connections').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  return row ? toConnection(row) : null;
}

/** Connects (or reconnects with another key: the list is chosen again). */
export async function saveConnection(db: Kysely<Schema>, input: { websiteId: string; provider: string; sealedApiKey: string; account: string; now: number }): Promise<void> {
  const values = { provider: input.provider, api_key: input.sealedApiKey, account_label: input.account, list_id: null, list_name: null, double_opt_in: 0, connected_at: input.now, updated_at: input.now };
  await db
    .insertInto('mailing_list_connections')
    .values({ website_id: input.websiteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

/** Select List and Require double opt-in. @returns false when the site has no connection */
export async function saveListChoice(db: Kysely<Schema>, websiteId: string, choice: { listId: string; listName: string; doubleOptIn: boolean; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mailing_list_connections')
    .set({ list_id: choice.listId, list_name: choice.listName, double_opt_in: choice.doubleOptIn ? 1 : 0, updated_at: choice.now })
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Disconnects. */
export async function deleteConnection(db: Kysely<Schema>, websiteId: string): Promise<void> {
  await db.deleteFrom('mailing_list_connections').where('website_id', '=', websiteId).execute();
}
