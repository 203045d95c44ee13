import type { Kysely, Selectable } from 'kysely';
import type { WebhookEvent } from '@plinth/api';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { WebhooksTable } from '../../infra/database/schema-integrations.ts';

/* The automation connector's webhooks (SQL only). */

/** A stored webhook (with its sealed secret: opened to sign, never answered). */
export interface StoredWebhook {
  id: string;
  websiteId: string;
  url: string;
  events: WebhookEvent[];
  /** The signing secret sealed with the site's secret box. */
  sealedSecret: string;
  successCount: number;
  firstSuccessAt: number | null;
  createdAt: number;
}

function toWebhook(row: Selectable<WebhooksTable>): StoredWebhook {
  return {
    id: row.id,
    websiteId: row.website_id,
    url: row.url,
    events: parseJson<WebhookEvent[]>(row.events_json, []),
    sealedSecret: row.secret,
    successCount: Number(row.success_count),
    firstSuccessAt: row.first_success_at === null ? null : Number(row.first_success_at),
    createdAt: Number(row.created_at),
  };
}

/** The site's webhooks, oldest first. */
export async function listSiteWebhooks(db: Kysely<Schema>, websiteId: string): Promise<StoredWebhook[]> {
  const rows = await db.selectFrom('webhooks').selectAll().where('website_id', '=', websiteId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toWebhook);
}

/** One webhook of the site, or null. */
export async function findWebhook(db: Kysely<Schema>, websiteId: string, id: string): Promise<StoredWebhook | null> {
  const row = await db.selectFrom('webhooks').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toWebhook(row) : null;
}

/** A webhook by id alone (the worker's look-up), or null. */
export async function findWebhookById(db: Kysely<Schema>, id: string): Promise<StoredWebhook | null> {
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toWebhook(row) : null;
}

/** Adds a webhook. */
export async function insertWebhook(db: Kysely<Schema>, hook: { id: string; websiteId: string; url: string; events: readonly string[]; sealedSecret: string; now: number }): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({ id: hook.id, website_id: hook.websiteId, url: hook.url, events_json: JSON.stringify(hook.events), secret: hook.sealedSecret, success_count: 0, first_success_at: null, created_at: hook.now })
    .execute();
}

/** Removes a webhook and its deliveries. @returns whether it existed */
export async function deleteWebhookRow(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  await db.deleteFrom('integration_deliveries').where('website_id', '=', websiteId).where('webhook_id', '=', id).execute();
  const result = await db.deleteFrom('webhooks').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Counts a successful delivery; the first one makes the webhook a connection. */
export async function recordWebhookSuccess(db: Kysely<Schema>, id: string, now: number): Promise<void> {
  await db
    .updateTable('webhooks')
    .set((eb) => ({ success_count: eb('success_count', '+', 1), first_success_at: eb.fn.coalesce('first_success_at', eb.val(now)) }))
    .where('id', '=', id)
    .execute();
}
