import { PAGE_TYPES } from '@plinth/platform';
import { listItems, type CollectionRecord } from '../../catalog/index.ts';
import { isServedToVisitors } from '../../content/index.ts';
import { arrangePosts, termLinks } from '../../taxonomy/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import { withSeo } from '../seo.ts';
import { collectionContext, postContext } from '../site-context.ts';

/** `/<blog>`: any other collection's list of posts, the live ones the viewer may read, filtered and sorted. */
export const blogListKind = defineSitePageKind<CollectionRecord>({
  name: 'blog-list',
  match: async (scope) => {
    if (scope.segments.length >= 2) return null;
    const collection = await scope.collection();
    return collection && collection.type !== 'page' && collection.type !== 'products' ? collection : null;
  },
  resolve: async (collection, { db, website, query, access, now, page, sections }) => {
    // Draft, private, needs-review and not-yet-scheduled posts stay out of the blog.
    const readable = (await listItems(db, website.id, collection.id)).filter((post) => isServedToVisitors(post.status, post.publishAt, now) && access.canRead({ collectionId: collection.id, itemId: post.id }));
    const { items: posts, listFilter } = await arrangePosts(db, website.id, collection, readable, query);
    const items = posts.map((post) => ({ ...postContext(post, collection, website.timeZone), ...termLinks(collection.fullUrl, post) }));
    const context = { collection: collectionContext(collection), items, listFilter, ...(await sections('pages', collection.id)) };
    return withSeo(db, website.id, page('blog.list', PAGE_TYPES.MAIN_CONTENT, collection.title, context, collection.description), collection);
  },
});
