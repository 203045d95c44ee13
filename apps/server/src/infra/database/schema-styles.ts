/* The tables of migration 0020-styles (Site styles: fonts and colours as theme variables, published like a page (issue 16).) */

/** A site's styles: the owner's draft and what visitors see (JSON of @plinth/api SiteStyles). */
export interface SiteStylesTable {
  website_id: string;
  draft_json: string;
  /** Goes up with every saved draft. */
  revision: number;
  /** Null until the first publish: the theme's own look. */
  published_json: string | null;
  published_at: number | null;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface StylesSchema {
  site_styles: SiteStylesTable;
}
