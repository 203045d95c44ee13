import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { parseJson } from '../../infra/database/json.ts';

/* SQL of `comment_settings` and `comment_item_states` (migration 0023). */

/** The site's moderation choices (no row: these defaults). */
export interface ModerationSettings {
  autoApprove: boolean;
  notifyEmail: string | null;
  collectionIds: string[];
  /** The account of the Twitter follow button; null: none. */
  twitterUserName: string | null;
}

export const DEFAULT_MODERATION: ModerationSettings = Object.freeze({ autoApprove: false, notifyEmail: null, collectionIds: [], twitterUserName: null });

/** The site's moderation settings. */
export async function getModeration(db: Kysely<Schema>, websiteId: string): Promise<ModerationSettings> {
  const row = await db.selectFrom('comment_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  if (!row) return { ...DEFAULT_MODERATION, collectionIds: [] };
  const ids = parseJson<unknown>(row.collection_ids_json, []);
  return {
    autoApprove: row.auto_approve === 1,
    notifyEmail: row.notify_email,
    twitterUserName: row.twitter_user_name,
    collectionIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** Stores the site's moderation settings (whole). */
export async function saveModeration(db: Kysely<Schema>, websiteId: string, settings: ModerationSettings, now: number): Promise<void> {
  const values = { auto_approve: settings.autoApprove ? 1 : 0, notify_email: settings.notifyEmail, twitter_user_name: settings.twitterUserName, collection_ids_json: JSON.stringify(settings.collectionIds), updated_at: now };
  await db
    .insertInto('comment_settings')
    .values({ website_id: websiteId, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

/** Of the items given, those whose comments the owner closed. */
export async function closedItems(db: Kysely<Schema>, websiteId: string, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db.selectFrom('comment_item_states').select('item_id').where('website_id', '=', websiteId).where('item_id', 'in', itemIds).where('closed', '=', 1).execute();
  return new Set(rows.map((row) => row.item_id));
}

/** Closes or opens comments on an item. */
export async function setItemClosed(db: Kysely<Schema>, websiteId: string, itemId: string, closed: boolean, now: number): Promise<void> {
  const values = { closed: closed ? 1 : 0, updated_at: now };
  await db
    .insertInto('comment_item_states')
    .values({ website_id: websiteId, item_id: itemId, ...values })
    .onConflict((oc) => oc.columns(['website_id', 'item_id']).doUpdateSet(values))
    .execute();
}
