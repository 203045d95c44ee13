import type { PopupPosition } from '@plinth/api';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SiteAccessSettingsTable } from '../../infra/database/schema-page-types.ts';

/* SQL of site_access_settings (migration 0026): one row per site, made on the first write. */

/** A site's lock screen, popup and splash page as stored. */
export interface StoredSiteAccess {
  lock: { enabled: boolean; passwordHash: string | null; secret: string | null; message: string };
  popup: { enabled: boolean; title: string; body: string; buttonLabel: string; buttonUrl: string; position: PopupPosition; version: number };
  splash: { enabled: boolean; path: string; title: string; body: string; buttonLabel: string; buttonUrl: string };
}

/** What a site without a row has: everything off. */
export const NO_SITE_ACCESS: StoredSiteAccess = Object.freeze({
  lock: { enabled: false, passwordHash: null, secret: null, message: '' },
  popup: { enabled: false, title: '', body: '', buttonLabel: '', buttonUrl: '', position: 'center', version: 1 },
  splash: { enabled: false, path: 'welcome', title: '', body: '', buttonLabel: '', buttonUrl: '/' },
}) as StoredSiteAccess;

function fromRow(row: Selectable<SiteAccessSettingsTable>): StoredSiteAccess {
  return {
    lock: { enabled: row.lock_enabled === 1, passwordHash: row.lock_password_hash, secret: row.lock_secret, message: row.lock_message },
    popup: {
      enabled: row.popup_enabled === 1,
      title: row.popup_title,
      body: row.popup_body,
      buttonLabel: row.popup_button_label,
      buttonUrl: row.popup_button_url,
      position: row.popup_position as PopupPosition,
      version: Number(row.popup_version),
    },
    splash: {
      enabled: row.splash_enabled === 1,
      path: row.splash_path,
      title: row.splash_title,
      body: row.splash_body,
      buttonLabel: row.splash_button_label,
      buttonUrl: row.splash_button_url,
    },
  };
}

/** The site's settings ({@link NO_SITE_ACCESS} without a row). */
export async function readSiteAccess(db: Kysely<Schema>, websiteId: string): Promise<StoredSiteAccess> {
  const row = await db.selectFrom('site_access_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  return row ? fromRow(row) : NO_SITE_ACCESS;
}

/** Writes some columns, making the row first when the site has none. */
export async function writeSiteAccess(db: Kysely<Schema>, websiteId: string, changes: Omit<Updateable<SiteAccessSettingsTable>, 'website_id' | 'updated_at'>, now: number): Promise<void> {
  await db
    .insertInto('site_access_settings')
    .values({ website_id: websiteId, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  await db.updateTable('site_access_settings').set({ ...changes, updated_at: now }).where('website_id', '=', websiteId).execute();
}
