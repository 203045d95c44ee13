import type { Insertable, Kysely, Selectable } from 'kysely';
import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter } from './header-footer.ts';
import { DEFAULT_LANGUAGES, type SiteLanguage } from './languages.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema, SiteContentSettingsTable } from '../../infra/database/schema.ts';

/*
 * The site_content_settings table: one row of per-site content settings (header and footer,
 * languages, translation provider). A site without a row, or with a null column, has the defaults.
 */

/** The stored row of a site, or undefined. */
export async function readSiteContentSettings(
  db: Kysely<Schema>,
  websiteId: string,
): Promise<Selectable<SiteContentSettingsTable> | undefined> {
  return db.selectFrom('site_content_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** Columns {@link writeSiteContentSettings} may set. */
export type SiteContentSettingsUpdate = Partial<Omit<Insertable<SiteContentSettingsTable>, 'website_id' | 'updated_at'>>;

/** Creates the site's row or updates the given columns of it (one statement: an upsert). */
export async function writeSiteContentSettings(db: Kysely<Schema>, websiteId: string, values: SiteContentSettingsUpdate, now: number): Promise<void> {
  await db
    .insertInto('site_content_settings')
    .values({ website_id: websiteId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** Decodes the header and footer of a row over the defaults. */
export function decodeHeaderFooter(row: Selectable<SiteContentSettingsTable> | undefined): SiteHeaderFooter {
  const header = parseJson<Partial<SiteHeaderFooter['header']>>(row?.header_json, {});
  const footer = parseJson<Partial<SiteHeaderFooter['footer']>>(row?.footer_json, {});
  return {
    header: { ...DEFAULT_HEADER_FOOTER.header, ...header },
    footer: { ...DEFAULT_HEADER_FOOTER.footer, ...footer, links: Array.isArray(footer.links) ? footer.links : [] },
  };
}

/** Decodes the languages of a row; the defaults when none are stored. */
export function decodeLanguages(row: Selectable<SiteContentSettingsTable> | undefined): SiteLanguage[] {
  const stored = parseJson<SiteLanguage[] | null>(row?.languages_json, null);
  return Array.isArray(stored) && stored.length ? stored : DEFAULT_LANGUAGES.map((language) => ({ ...language }));
}

/** What every page shows from the settings: header, footer and languages, in one query. */
export interface SiteChrome extends SiteHeaderFooter {
  languages: SiteLanguage[];
}

/** The header, footer and languages of a site, for its pages. */
export async function readSiteChrome(db: Kysely<Schema>, websiteId: string): Promise<SiteChrome> {
  const row = await readSiteContentSettings(db, websiteId);
  return { ...decodeHeaderFooter(row), languages: decodeLanguages(row) };
}
