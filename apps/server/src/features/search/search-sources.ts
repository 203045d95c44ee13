import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SearchDocumentsTable } from '../../infra/database/schema-search.ts';
import { EVENTS_COLLECTION_TYPE, listEventRecords } from '../events/index.ts';
import { documentText, htmlToText, indexedText, TERMS_SEPARATOR } from './search-text.ts';

/*
 * What a site's search index is made of, read from the content tables: every enabled page (its
 * description, HTML body and published blocks) and every item of a blog (post), store (product)
 * or events collection (event, issue 17's events feature: indexed generically, as items). Whether a
 * visitor may see each is decided when searching (status, schedule, member areas), not here.
 */

/** The kind of search result each collection type's items are. */
export const ITEM_KINDS: Readonly<Record<string, SearchKind>> = { blog: 'post', products: 'product', [EVENTS_COLLECTION_TYPE]: 'event' };

export type SearchKind = 'page' | 'post' | 'product' | 'event';

/** A row of the search index, as written. */
export type SearchDocument = SearchDocumentsTable;

/** Bumped when what a document is made of changes, so every site's index is written again. */
const INDEX_FORMAT = 'search-4';

/** Items read per query while building (keeps memory flat on large sites). */
const BATCH = 1000;

function collectionUrl(urlId: string): string {
  return urlId === 'home' ? '/' : `/${urlId}`;
}

/** The hash of what a document is made from (its raw columns): unchanged sources are not read again. */
function hashOf(parts: ReadonlyArray<string | number | null>): string {
  return createHash('sha1').update(INDEX_FORMAT).update(parts.map((part) => (part === null ? '\u0000' : String(part))).join('\u0001')).digest('base64url');
}

/** One document of a site: its id, the hash of its sources, and how to make it (only when changed). */
export interface SearchSource {
  docId: string;
  hash: string;
  build(): SearchDocument;
}

function termsText(json: string): string {
  try {
    const terms: unknown = JSON.parse(json);
    return Array.isArray(terms) ? terms.filter((t) => typeof t === 'string').join(' ') : '';
  } catch {
    return '';
  }
}

/** An item's text: its excerpt, then its body (an excerpt the body already holds is not said twice). */
function itemText(excerptHtml: string, body: string): string {
  const excerpt = htmlToText(excerptHtml);
  return indexedText(excerpt && !body.includes(excerpt) ? excerpt : '', body);
}

/**
 * Every search document of a site, in batches (`onBatch` is called once per batch, pages first).
 * @example await readSearchDocuments(db, site.id, async (sources) => { for (const s of sources) if (changed(s)) write(s.build()); });
 */
export async function readSearchDocuments(db: Kysely<Schema>, websiteId: string, onBatch: (sources: SearchSource[]) => Promise<void>): Promise<void> {
  const collections = await db
    .selectFrom('collections')
    .leftJoin('editor_documents as d', (join) => join.onRef('d.target_id', '=', 'collections.id').on('d.target_kind', '=', 'pages').onRef('d.website_id', '=', 'collections.website_id'))
    .select(['collections.id', 'collections.url_id', 'collections.title', 'collections.type', 'collections.description', 'collections.body_html', 'collections.enabled', 'collections.status', 'collections.publish_at', 'collections.seo_description', 'd.published_json'])
    .where('collections.website_id', '=', websiteId)
    .execute();
  const enabled = collections.filter((c) => Number(c.enabled) === 1);
  const pages = enabled
    .filter((c) => c.type === 'page')
    .map((c): SearchSource => ({
      docId: `page:${c.id}`,
      hash: hashOf([c.url_id, c.title, c.description, c.body_html, c.published_json, c.status, c.publish_at === null ? null : Number(c.publish_at)]),
      build: () => ({
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
        content_hash: '',
      }),
    }));
  await onBatch(pages);

  const listing = new Map(enabled.filter((c) => ITEM_KINDS[c.type]).map((c) => [c.id, c]));
  if (!listing.size) return;
  // Per collection, in url order: the (collection_id, url_id) unique index reads each batch directly.
  for (const [collectionId, listed] of listing) {
    // An event is found by its place too, and shows the day it starts (features/events).
    const events = listed.type === EVENTS_COLLECTION_TYPE ? new Map((await listEventRecords(db, websiteId, collectionId)).map((e) => [e.id, e])) : null;
    let after = '';
    for (;;) {
      const items = await db
        .selectFrom('items')
        .leftJoin('editor_documents as d', (join) => join.onRef('d.target_id', '=', 'items.id').on('d.target_kind', 'in', ['posts', 'products']).onRef('d.website_id', '=', 'items.website_id'))
        .select(['items.id', 'items.collection_id', 'items.url_id', 'items.title', 'items.excerpt', 'items.body_html', 'items.tags_json', 'items.categories_json', 'items.status', 'items.publish_at', 'items.published_at', 'd.published_json'])
        .where('items.collection_id', '=', collectionId)
        .where('items.url_id', '>', after)
        .where('items.website_id', '=', websiteId)
        .orderBy('items.url_id')
        .limit(BATCH)
        .execute();
      if (!items.length) break;
      after = (items.at(-1) as { url_id: string }).url_id;
      await onBatch(
        items.map((item): SearchSource => {
          const collection = listing.get(item.collection_id) as (typeof enabled)[number];
          const publishAt = item.publish_at === null ? null : Number(item.publish_at);
          const publishedAt = item.published_at === null ? null : Number(item.published_at);
          const collectionPublishAt = collection.publish_at === null ? null : Number(collection.publish_at);
          const event = events?.get(item.id);
          const place = event ? [event.location.addressLine1, event.location.addressLine2, event.location.addressCountry].filter(Boolean).join(' ') : '';
          const shownDate = event ? event.startDate : publishedAt;
          const hash = hashOf([collection.type, collection.url_id, collection.status, collectionPublishAt, item.url_id, item.title, item.excerpt, item.body_html, item.tags_json, item.categories_json, item.status, publishAt, shownDate, item.published_json, place]);
          return {
            docId: `item:${item.id}`,
            hash,
            build: () => ({
              website_id: websiteId,
              doc_id: `item:${item.id}`,
              kind: ITEM_KINDS[collection.type] as SearchKind,
              collection_id: collection.id,
              item_id: item.id,
              url: `${collectionUrl(collection.url_id)}/${item.url_id}`,
              title: item.title,
              body: `${itemText(item.excerpt, item.published_json ? documentText(item.published_json) : htmlToText(item.body_html))}${TERMS_SEPARATOR}${termsText(item.tags_json)} ${termsText(item.categories_json)} ${place}`,
              status: item.status,
              publish_at: publishAt,
              collection_status: collection.status,
              collection_publish_at: collectionPublishAt,
              published_at: shownDate,
              content_hash: hash,
            }),
          };
        }),
      );
      if (items.length < BATCH) break;
    }
  }
}
