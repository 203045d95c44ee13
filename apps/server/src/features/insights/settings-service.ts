import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent, getWebsite, updateWebsiteSettings, type WebsiteSettings } from '../site/index.ts';
import { retentionDays } from './rollup-service.ts';

/*
 * The owner's analytics settings: the cookie policy pages carry to the tracker (and so the consent
 * banner) and the raw-event retention the rollup job applies.
 */

/** The settings as the owner reads and saves them. */
export interface AnalyticsSettings {
  cookiePolicy: 'permissive' | 'restrictive';
  retentionDays: number;
}

function toAnalyticsSettings(settings: WebsiteSettings): AnalyticsSettings {
  return {
    // Stored JSON may hold anything: what pages apply (site-context.ts) is what the owner reads.
    cookiePolicy: settings.cookiePolicy === 'restrictive' ? 'restrictive' : 'permissive',
    retentionDays: retentionDays(settings),
  };
}

/** The site's analytics settings as they apply now. */
export async function readAnalyticsSettings(db: Kysely<Schema>, websiteId: string): Promise<AnalyticsSettings> {
  const website = await getWebsite(db, websiteId);
  if (!website) throw new AppError('NOT_FOUND', 'No such site.');
  return toAnalyticsSettings(website.settings);
}

/**
 * Saves both settings. Every page embeds the cookie policy, so the write goes through
 * `changeContent`: the content version moves and the page cache serves no page of the old policy.
 */
export async function saveAnalyticsSettings(db: Kysely<Schema>, websiteId: string, input: AnalyticsSettings): Promise<AnalyticsSettings> {
  const saved = await changeContent(db, websiteId, (tx) => updateWebsiteSettings(tx, websiteId, { cookiePolicy: input.cookiePolicy, analyticsRetentionDays: input.retentionDays }));
  if (!saved) throw new AppError('NOT_FOUND', 'No such site.');
  return toAnalyticsSettings(saved);
}
