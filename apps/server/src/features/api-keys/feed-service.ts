import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import { ensureFeedSettings, updateFeedToken, updatePixelId, type FeedSettings } from './feed-settings-repository.ts';

/** The feed's path on the site: its token is the only secret (platform.md §2 "dynamic-ads feed URL copy"). */
export function feedPath(token: string): string {
  return `/feeds/${token}/products.xml`;
}

/** The settings as the panel shows them. */
export function feedSettingsJson(settings: FeedSettings, origin: string, cookiePolicy: 'permissive' | 'restrictive') {
  return { feedUrl: origin + feedPath(settings.feedToken), pixelId: settings.pixelId, cookiePolicy };
}

/**
 * Saves the pixel id. Pages carry the pixel, so the write bumps the site's content version (cached
 * pages are rebuilt with or without it).
 */
export async function savePixelId(db: Kysely<Schema>, websiteId: string, pixelId: string | null, now: number): Promise<FeedSettings> {
  await ensureFeedSettings(db, websiteId, now);
  await changeContent(db, websiteId, (tx) => updatePixelId(tx, websiteId, pixelId, now));
  return ensureFeedSettings(db, websiteId, now);
}

/** A new feed address: the old one stops answering. */
export async function resetFeedAddress(db: Kysely<Schema>, websiteId: string, now: number): Promise<FeedSettings> {
  await ensureFeedSettings(db, websiteId, now);
  await updateFeedToken(db, websiteId, now);
  return ensureFeedSettings(db, websiteId, now);
}
