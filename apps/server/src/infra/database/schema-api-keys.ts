/* The tables of migration 0022-api-keys (API keys and the public API they open; the product feed and ads pixel (issue 16).) */

/** An API key of a site: only the SHA-256 of its secret is kept. */
export interface ApiKeysTable {
  id: string;
  website_id: string;
  name: string;
  /** The secret's first characters, shown in the panel (`plk_Ab12Cd34`). */
  prefix: string;
  /** SHA-256 (hex) of the whole secret. */
  key_hash: string;
  /** JSON array of scope names (`orders:read` …). */
  scopes_json: string;
  /** The contributor who made it (null once they are removed). */
  created_by: string | null;
  created_at: number;
  last_used_at: number | null;
  /** When the owner deleted it; such a key is refused. */
  revoked_at: number | null;
}

/** A site's product feed token and ads pixel id. */
export interface ProductFeedsTable {
  website_id: string;
  /** The unguessable part of the feed URL. */
  feed_token: string;
  /** Digits, or null when no pixel is set. */
  pixel_id: string | null;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface ApiKeysSchema {
  api_keys: ApiKeysTable;
  product_feeds: ProductFeedsTable;
}
