/* The tables of migration 0026-page-types (features/page-types: lock screen, popup, splash page, protected pages). */

import type { Generated } from 'kysely';

/** 0 or 1. */
type Flag = number;

/** A site's lock screen (103), popup overlay (104) and splash page (3); no row: all off. */
export interface SiteAccessSettingsTable {
  website_id: string;
  lock_enabled: Generated<Flag>;
  /** Argon2id hash of the site password; null until one is set. */
  lock_password_hash: Generated<string | null>;
  /** Signs the unlock cookie; replaced with the password. */
  lock_secret: Generated<string | null>;
  lock_message: Generated<string>;
  popup_enabled: Generated<Flag>;
  popup_title: Generated<string>;
  popup_body: Generated<string>;
  popup_button_label: Generated<string>;
  popup_button_url: Generated<string>;
  /** One of the 3×3 grid: top-left … bottom-right. */
  popup_position: Generated<string>;
  /** Raised by the owner: visitors who closed an older version see it again. */
  popup_version: Generated<number>;
  splash_enabled: Generated<Flag>;
  /** The splash page's path segment (without '/'). */
  splash_path: Generated<string>;
  splash_title: Generated<string>;
  splash_body: Generated<string>;
  splash_button_label: Generated<string>;
  splash_button_url: Generated<string>;
  updated_at: number;
}

/** A page (collection) with its own password (105). */
export interface ProtectedPagesTable {
  website_id: string;
  collection_id: string;
  password_hash: string;
  /** Signs the page's unlock cookie; replaced with the password. */
  secret: string;
  message: Generated<string>;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface PageTypesSchema {
  site_access_settings: SiteAccessSettingsTable;
  protected_pages: ProtectedPagesTable;
}
