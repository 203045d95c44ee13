/* The tables of migration 0025-search (site search, issue 17; features/search). */

/** One searchable page, post, product or event of a site (its full-text index is per dialect: see the migration). */
export interface SearchDocumentsTable {
  website_id: string;
  /** `page:<collection id>` or `item:<item id>`. */
  doc_id: string;
  /** 'page' | 'post' | 'product' | 'event'. */
  kind: string;
  collection_id: string;
  item_id: string | null;
  url: string;
  title: string;
  /** Plain text: description, body, published blocks. */
  body: string;
  status: string;
  publish_at: number | null;
  collection_status: string;
  collection_publish_at: number | null;
  published_at: number | null;
  /** Hash of everything above: a rebuild writes only rows whose hash changed. */
  content_hash: string;
}

/** The content version a site's search index was last built from. */
export interface SearchIndexStateTable {
  website_id: string;
  content_version: number;
  built_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface SearchSchema {
  search_documents: SearchDocumentsTable;
  search_index_state: SearchIndexStateTable;
}
