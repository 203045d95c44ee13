import { PAGE_TYPES } from '@plinth/platform';
import type { CollectionRecord } from '../../catalog/index.ts';
import { pageFormContext } from '../../forms/index.ts';
import { pageGalleries } from '../../galleries/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import { withSeo } from '../seo.ts';
import { collectionContext } from '../site-context.ts';

/** `/<page>`: a page collection (its blocks, or its HTML body with the galleries it names) and its form. */
export const pageKind = defineSitePageKind<CollectionRecord>({
  name: 'page',
  match: async (scope) => {
    if (scope.segments.length >= 2) return null;
    const collection = await scope.collection();
    return collection?.type === 'page' ? collection : null;
  },
  resolve: async (collection, { db, website, page, sections }) => {
    // The galleries a seeded HTML body names; an edited page has them as blocks.
    const blocks = await sections('pages', collection.id);
    const galleries = blocks.pageDocument ? {} : await pageGalleries(db, website.id, collection.bodyHtml);
    const context = { collection: collectionContext(collection), ...(await pageFormContext(db, website.id, collection.id)), ...galleries, ...blocks };
    return withSeo(db, website.id, page('page', PAGE_TYPES.PAGE, collection.title, context, collection.description), collection);
  },
});
