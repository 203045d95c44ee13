import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SearchDocumentsTable } from '../../infra/database/schema-search.ts';
import { documentText, htmlToText, indexedText } from './search-text.ts';

/*
 * What a site's search index is made of, read from the content tables: every enabled page (its
 * description, HTML body and published blocks) and every item of a blog (post), store (product)
 * or events collection (event, issue 17's events feature: indexed generically, as items). Whether a
 * visitor may see each is decided when searching (status, schedule, member areas), not here.
 */

/** The kind of search result each collection type's items are. */
export const ITEM_KINDS: Readonly<Record<string, SearchKind>> = { blog: 'post', products: 'product', events: 'event' };

export type SearchKind = 'page' | 'post' | 'product' | 'event';

/** A row of the search index, as written. */
export type SearchDocument = SearchDocumentsTable;

/** Items read per query while building (keeps memory flat on large sites). */
const BATCH = 1000;

function collectionUrl(urlId: string): string {
  return urlId === 'home' ? '/' : `/${urlId}`;
}

function withHash(row: Omit<SearchDocument, 'content_hash'>): SearchDocument {
  const hash = createHash('sha1').update(JSON.stringify(row)).digest('base64url');
  return { ...row, content_hash: hash };
}

function termsText(json: string): string {
  try {
    const terms: unknown = JSON.parse(json);
    return Array.isArray(terms) ? terms.filter((t) => typeof t === 'string').join(' ') : '';
  } catch {
    return '';
  }
}

/**
 * Every search document of a site, in batches (`onBatch` is called once per batch, pages first).
 * @example await readSearchDocuments(db, site.id, async (docs) => { … });
 */
export async function readSearchDocuments(db: Kysely<Schema>, websiteId: string, onBatch: (docs: SearchDocument[]) => Promise<void>): Promise<void> {
  const collections = await db
    .selectFrom('collections')
    .leftJoin('editor_documents as d', (join) => join.onRef('d.target_id', '=', 'collections.id').on('d.target_kind', '=', 'pages').onRef('d.website_id', '=', 'collections.website_id'))
    .select(['collections.id', 'collections.url_id', 'collections.title', 'collections.type', 'collections.description', 'collections.body_html', 'collections.enabled', 'collections.status', 'collections.publish_at', 'collections.seo_description', 'd.published_json'])
    .where('collections.website_id', '=', websiteId)
    .execute();
  const enabled = collections.filter((c) => Number(c.enabled) === 1);
  const pages = enabled
    .filter((c) => c.type === 'page')
    .map((c) =>
      withHash({
        website_id: websiteId,
        doc_id: `page:${c.id}`,
        kind: 'page',
        collection_id: c.id,
        item_id: null,
        url: collectionUrl(c.url_id),
        title: c.title,
        body: indexedText(c.description, c.published_json ? documentText(c.published_json) : htmlToText(c.body_html)),
        status: c.status,
        publish_at: c.publish_at === null ? null : Number(c.publish_at),
        collection_status: c.status,
        collection_publish_at: c.publish_at === null ? null : Number(c.publish_at),
        published_at: null,
      }),
    );
  await onBatch(pages);

  const listing = new Map(enabled.filter((c) => ITEM_KINDS[c.type]).map((c) => [c.id, c]));
  if (!listing.size) return;
  let after = '';
  for (;;) {
    const items = await db
      .selectFrom('items')
      .leftJoin('editor_documents as d', (join) => join.onRef('d.target_id', '=', 'items.id').on('d.target_kind', 'in', ['posts', 'products']).onRef('d.website_id', '=', 'items.website_id'))
      .select(['items.id', 'items.collection_id', 'items.url_id', 'items.title', 'items.excerpt', 'items.body_html', 'items.tags_json', 'items.categories_json', 'items.status', 'items.publish_at', 'items.published_at', 'd.published_json'])
      .where('items.website_id', '=', websiteId)
      .where('items.collection_id', 'in', [...listing.keys()])
      .where('items.id', '>', after)
      .orderBy('items.id')
      .limit(BATCH)
      .execute();
    if (!items.length) return;
    after = (items.at(-1) as { id: string }).id;
    await onBatch(
      items.map((item) => {
        const collection = listing.get(item.collection_id) as (typeof enabled)[number];
        return withHash({
          website_id: websiteId,
          doc_id: `item:${item.id}`,
          kind: ITEM_KINDS[collection.type] as SearchKind,
          collection_id: collection.id,
          item_id: item.id,
          url: `${collectionUrl(collection.url_id)}/${item.url_id}`,
          title: item.title,
          body: indexedText(htmlToText(item.excerpt), item.published_json ? documentText(item.published_json) : htmlToText(item.body_html), termsText(item.tags_json), termsText(item.categories_json)),
          status: item.status,
          publish_at: item.publish_at === null ? null : Number(item.publish_at),
          collection_status: collection.status,
          collection_publish_at: collection.publish_at === null ? null : Number(collection.publish_at),
          published_at: item.published_at === null ? null : Number(item.published_at),
        });
      }),
    );
    if (items.length < BATCH) return;
  }
}
