import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isPostgres } from '../../infra/database/month-partitions.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { SearchQuery } from './search-query.ts';

/*
 * The full-text queries (SQL only): FTS5 MATCH ranked by bm25 on SQLite, the tsvector column ranked
 * by ts_rank on PostgreSQL. Both return the best matches first, at most `limit`, without their text
 * (visibility is decided on these light rows; the text is read for one page of results).
 */

/** A match, before the visitor's access is checked. */
export interface SearchMatch {
  docId: string;
  kind: string;
  collectionId: string;
  itemId: string | null;
  status: string;
  publishAt: number | null;
  collectionStatus: string;
  collectionPublishAt: number | null;
}

/** A result's text and address. */
export interface SearchHit {
  docId: string;
  url: string;
  title: string;
  body: string;
  publishedAt: number | null;
}

interface MatchRow {
  doc_id: string;
  kind: string;
  collection_id: string;
  item_id: string | null;
  status: string;
  publish_at: number | string | null;
  collection_status: string;
  collection_publish_at: number | string | null;
}

const toMatch = (row: MatchRow): SearchMatch => ({
  docId: row.doc_id,
  kind: row.kind,
  collectionId: row.collection_id,
  itemId: row.item_id,
  status: row.status,
  publishAt: row.publish_at === null ? null : Number(row.publish_at),
  collectionStatus: row.collection_status,
  collectionPublishAt: row.collection_publish_at === null ? null : Number(row.collection_publish_at),
});

/** The best `limit` matches of `query` on a site, best first. */
export async function findMatches(db: Kysely<Schema>, websiteId: string, query: SearchQuery, limit: number): Promise<SearchMatch[]> {
  if (!query.fts5) return [];
  if (isPostgres(db)) {
    // A site's documents are few next to a table scan's estimate, so the planner would read every
    // row's tsvector (40 ms at 10,000 items) rather than the GIN index (3 ms): steer it off the
    // sequential scan for this one query (the index or the site's rows by primary key remain).
    return inTransaction(db, async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const { rows } = await sql<MatchRow>`
        SELECT doc_id, kind, collection_id, item_id, status, publish_at, collection_status, collection_publish_at
        FROM search_documents, websearch_to_tsquery('simple', ${query.websearch}) AS q
        WHERE website_id = ${websiteId} AND search_vector @@ q
        ORDER BY ts_rank(search_vector, q) DESC, title, doc_id
        LIMIT ${limit}`.execute(tx);
      return rows.map(toMatch);
    });
  }
  const { rows } = await sql<MatchRow>`
    SELECT d.doc_id, d.kind, d.collection_id, d.item_id, d.status, d.publish_at, d.collection_status, d.collection_publish_at
    FROM search_fts JOIN search_documents AS d ON d.rowid = search_fts.rowid
    WHERE search_fts MATCH ${query.fts5} AND d.website_id = ${websiteId}
    ORDER BY bm25(search_fts, 10.0, 1.0), d.title, d.doc_id
    LIMIT ${limit}`.execute(db);
  return rows.map(toMatch);
}

/** The text and address of some documents, in the order of `docIds`. */
export async function readHits(db: Kysely<Schema>, websiteId: string, docIds: readonly string[]): Promise<SearchHit[]> {
  if (!docIds.length) return [];
  const rows = await db.selectFrom('search_documents').select(['doc_id', 'url', 'title', 'body', 'published_at']).where('website_id', '=', websiteId).where('doc_id', 'in', [...docIds]).execute();
  const byId = new Map(rows.map((r) => [r.doc_id, { docId: r.doc_id, url: r.url, title: r.title, body: r.body, publishedAt: r.published_at === null ? null : Number(r.published_at) }]));
  return docIds.flatMap((id) => byId.get(id) ?? []);
}
