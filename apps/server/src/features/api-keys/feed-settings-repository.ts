import type { Kysely } from 'kysely';
import { newToken } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** A site's product feed token and ads pixel id. */
export interface FeedSettings {
  feedToken: string;
  pixelId: string | null;
}

/** The site's feed settings, made (with a fresh token) the first time they are asked for. */
export async function ensureFeedSettings(db: Kysely<Schema>, websiteId: string, now: number): Promise<FeedSettings> {
  await db
    .insertInto('product_feeds')
    .values({ website_id: websiteId, feed_token: newToken(), pixel_id: null, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const row = await db.selectFrom('product_feeds').select(['feed_token', 'pixel_id']).where('website_id', '=', websiteId).executeTakeFirstOrThrow();
  return { feedToken: row.feed_token, pixelId: row.pixel_id };
}

/** The pixel id of a site, or null (no row, or none saved). */
export async function pixelIdOf(db: Kysely<Schema>, websiteId: string): Promise<string | null> {
  const row = await db.selectFrom('product_feeds').select('pixel_id').where('website_id', '=', websiteId).executeTakeFirst();
  return row?.pixel_id ?? null;
}

/** Whether `token` is the site's feed token. */
export async function isFeedToken(db: Kysely<Schema>, websiteId: string, token: string): Promise<boolean> {
  const row = await db.selectFrom('product_feeds').select('website_id').where('feed_token', '=', token).where('website_id', '=', websiteId).executeTakeFirst();
  return row !== undefined;
}

/** Saves the pixel id (the row exists: call {@link ensureFeedSettings} first). */
export async function updatePixelId(db: Kysely<Schema>, websiteId: string, pixelId: string | null, now: number): Promise<void> {
  await db.updateTable('product_feeds').set({ pixel_id: pixelId, updated_at: now }).where('website_id', '=', websiteId).execute();
}

/** Gives the feed a new token. */
export async function updateFeedToken(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  await db.updateTable('product_feeds').set({ feed_token: newToken(), updated_at: now }).where('website_id', '=', websiteId).execute();
}
