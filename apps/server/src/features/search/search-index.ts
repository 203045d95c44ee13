import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { isPostgres } from '../../infra/database/month-partitions.ts';
import { readSearchDocuments, type SearchDocument } from './search-sources.ts';

/*
 * Keeping a site's search index current, lazily: every content change bumps the site's content
 * version (features/site `changeContent`), so the index remembers the version it was built from and
 * is brought up to date by the first search after a change. A rebuild reads everything but writes
 * only the documents whose hash changed (a stock change rewrites nothing), in one transaction; two
 * processes rebuilding at once write the same rows (upserts), so no lock is needed.
 */

/** Rows written at once after which PostgreSQL's statistics of the table are refreshed. */
const ANALYZE_AFTER_ROWS = 1000;

/** Rows written per statement. */
const WRITE_CHUNK = 200;

/** Brings the index of one site up to `contentVersion` (pure database work; see {@link createSearchIndexer}). */
export async function rebuildSearchIndex(db: Kysely<Schema>, websiteId: string, contentVersion: number, now: number): Promise<{ written: number; removed: number }> {
  const stored = new Map((await db.selectFrom('search_documents').select(['doc_id', 'content_hash']).where('website_id', '=', websiteId).execute()).map((r) => [r.doc_id, r.content_hash]));
  const changed: SearchDocument[] = [];
  const seen = new Set<string>();
  await readSearchDocuments(db, websiteId, async (sources) => {
    for (const source of sources) {
      seen.add(source.docId);
      if (stored.get(source.docId) !== source.hash) changed.push({ ...source.build(), content_hash: source.hash });
    }
  });
  const gone = [...stored.keys()].filter((id) => !seen.has(id));
  await inTransaction(db, async (tx) => {
    for (let i = 0; i < gone.length; i += WRITE_CHUNK) {
      await tx.deleteFrom('search_documents').where('website_id', '=', websiteId).where('doc_id', 'in', gone.slice(i, i + WRITE_CHUNK)).execute();
    }
    for (let i = 0; i < changed.length; i += WRITE_CHUNK) {
      await tx
        .insertInto('search_documents')
        .values(changed.slice(i, i + WRITE_CHUNK))
        .onConflict((oc) =>
          oc.columns(['website_id', 'doc_id']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            collection_id: eb.ref('excluded.collection_id'),
            item_id: eb.ref('excluded.item_id'),
            url: eb.ref('excluded.url'),
            title: eb.ref('excluded.title'),
            body: eb.ref('excluded.body'),
            status: eb.ref('excluded.status'),
            publish_at: eb.ref('excluded.publish_at'),
            collection_status: eb.ref('excluded.collection_status'),
            collection_publish_at: eb.ref('excluded.collection_publish_at'),
            published_at: eb.ref('excluded.published_at'),
            content_hash: eb.ref('excluded.content_hash'),
          })),
        )
        .execute();
    }
    await tx
      .insertInto('search_index_state')
      .values({ website_id: websiteId, content_version: contentVersion, built_at: now })
      .onConflict((oc) => oc.column('website_id').doUpdateSet({ content_version: contentVersion, built_at: now }))
      .execute();
  });
  // PostgreSQL plans the search with the GIN index once it knows the table's size: refresh its
  // statistics after a large write (the first build of a site), not after every edit.
  if (changed.length >= ANALYZE_AFTER_ROWS && isPostgres(db) && !db.isTransaction) await sql`ANALYZE search_documents`.execute(db);
  return { written: changed.length, removed: gone.length };
}

/** Keeps search indexes current for one app. */
export interface SearchIndexer {
  /** Resolves once the site's index reflects `contentVersion` (rebuilding it first when it does not). */
  ensureCurrent(websiteId: string, contentVersion: number): Promise<void>;
}

/**
 * The app's indexer: one rebuild at a time per site (concurrent searches wait for the same one).
 * @example const indexer = createSearchIndexer(db, Date.now); await indexer.ensureCurrent(site.id, site.contentVersion);
 */
export function createSearchIndexer(db: Kysely<Schema>, now: () => number): SearchIndexer {
  const running = new Map<string, { version: number; done: Promise<void> }>();
  const builtVersion = new Map<string, number>();
  return {
    async ensureCurrent(websiteId, contentVersion) {
      if ((builtVersion.get(websiteId) ?? -1) >= contentVersion) return;
      const inFlight = running.get(websiteId);
      if (inFlight && inFlight.version >= contentVersion) return inFlight.done;
      const done = (async () => {
        if (inFlight) await inFlight.done.catch(() => undefined);
        const state = await db.selectFrom('search_index_state').select('content_version').where('website_id', '=', websiteId).executeTakeFirst();
        if (!state || Number(state.content_version) < contentVersion) await rebuildSearchIndex(db, websiteId, contentVersion, now());
        builtVersion.set(websiteId, Math.max(builtVersion.get(websiteId) ?? -1, contentVersion));
      })();
      running.set(websiteId, { version: contentVersion, done });
      try {
        await done;
      } finally {
        if (running.get(websiteId)?.done === done) running.delete(websiteId);
      }
    },
  };
}
