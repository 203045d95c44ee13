import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../month-partitions.ts';

/*
 * Site search (issue 17; features/search). `search_documents` holds one row per searchable page,
 * post, product or event of a site: its address, title and plain text, and what decides whether a
 * visitor may see it at query time (its status and publish-at time, its collection's). The index of
 * a site is rebuilt lazily when its content version moved (`search_index_state`), writing only the
 * rows whose `content_hash` changed.
 *
 * The full-text index per dialect: on SQLite an FTS5 table over the documents (external content, kept
 * current by triggers); on PostgreSQL a stored tsvector column (title weighted A, text B) with a GIN
 * index. Both use no stemming ('simple' / unicode61), so a word matches the same rows on both.
 */

/** Creates the documents, the index state and the dialect's full-text index. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'bigint')
    .addColumn('collection_status', 'text', (c) => c.notNull())
    .addColumn('collection_publish_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_documents_pk', ['website_id', 'doc_id'])
    .execute();

  await db.schema
    .createTable('search_index_state')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('content_version', 'bigint', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) STORED`.execute(db);
    await sql`CREATE INDEX search_documents_vector ON search_documents USING GIN (search_vector)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content='search_documents', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN
    INSERT INTO search_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body); END`.execute(db);
  await sql`CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, body) VALUES ('delete', old.rowid, old.title, old.body); END`.execute(db);
  await sql`CREATE TRIGGER search_documents_au AFTER UPDATE ON search_documents BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, body) VALUES ('delete', old.rowid, old.title, old.body);
    INSERT INTO search_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body); END`.execute(db);
}

/** Drops the index and both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['search_documents_ai', 'search_documents_ad', 'search_documents_au']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
    await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
  }
  await db.schema.dropTable('search_index_state').ifExists().execute();
  await db.schema.dropTable('search_documents').ifExists().execute();
}
