/* The tables of migration 0033-imports-redirects (issue 34: redirects from old addresses, imports). */

/** A redirect from an old address of the site. */
export interface RedirectsTable {
  id: string;
  website_id: string;
  /** The old path as matched: lower-case, no trailing slash; `[name]` placeholders stand for one segment. */
  from_key: string;
  /** The old path as the owner wrote it. */
  from_path: string;
  /** A path of the site (`[name]` placeholders filled in) or an absolute http(s) URL. */
  to_path: string;
  /** 301 or 302. */
  status: number;
  /** 1: answers even where a live page is (shadowing); 0: only instead of a 404. */
  force: number;
  /** The import that made it, or null for the owner's own. */
  import_id: string | null;
  created_at: number;
}

/** An import the owner started. */
export interface ImportsTable {
  id: string;
  website_id: string;
  kind: string;
  file_name: string;
  /** 'running' | 'done' | 'failed'. */
  status: string;
  /** 0–100. */
  progress: number;
  created: number;
  updated: number;
  skipped: number;
  /** JSON `[{ line, message }]` (the first 1,000). */
  errors_json: string;
  /** Why the whole import failed, or null. */
  failure: string | null;
  contributor_id: string | null;
  created_at: number;
  finished_at: number | null;
}

/** What an import made from one source record, so a re-run updates it. */
export interface ImportRecordsTable {
  website_id: string;
  /** `<kind>:<what>:<source id>`, e.g. `wordpress:post:12`, `picture:https://…`. */
  source_key: string;
  /** The item, variant, media file, comment … made from it. */
  target_id: string;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface ImportsSchema {
  redirects: RedirectsTable;
  imports: ImportsTable;
  import_records: ImportRecordsTable;
}
