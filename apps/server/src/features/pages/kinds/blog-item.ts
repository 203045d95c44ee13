import { PAGE_TYPES } from '@plinth/platform';
import { findItemByUrlId, type CollectionRecord } from '../../catalog/index.ts';
import { termLinks } from '../../taxonomy/index.ts';
import { defineSitePageKind } from '../page-kind.ts';
import { withSeo } from '../seo.ts';
import { collectionContext, postContext } from '../site-context.ts';

/** `/<blog>/<post>`: a served post (or the one previewed); any other is the not-found page. */
export const blogItemKind = defineSitePageKind<{ collection: CollectionRecord; urlId: string }>({
  name: 'blog-item',
  match: async (scope) => {
    if (scope.segments.length !== 2) return null;
    const collection = await scope.collection();
    return collection?.type === 'blog' ? { collection, urlId: scope.segments[1] as string } : null;
  },
  resolve: async ({ collection, urlId }, { db, website, page, sections, servedPost, notFound }) => {
    const post = await findItemByUrlId(db, website.id, collection.id, urlId);
    if (!post || !servedPost(post)) return notFound();
    const context = { collection: collectionContext(collection), item: { ...postContext(post, collection, website.timeZone), ...termLinks(collection.fullUrl, post) }, ...(await sections('posts', post.id)) };
    return withSeo(db, website.id, page('blog.item', PAGE_TYPES.CONTENT_ITEM, post.title, context, post.excerpt), post);
  },
});
