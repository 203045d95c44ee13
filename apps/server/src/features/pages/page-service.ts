import { PAGE_TYPES, type PageTypeCode } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { findCollectionByUrlId, findItemByUrlId, findProductByUrlId, listItems, listNavigation, listProducts } from '../catalog/index.ts';
import type { CollectionRecord } from '../catalog/index.ts';
import { hiddenCollectionIds, readSiteChrome } from '../content/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { resolveAccountPage } from './account-page-service.ts';
import { resolveCommercePage } from './commerce-page-service.ts';
import { installmentContextOf } from './installment-context.ts';
import { productItems } from './product-context.ts';
import { formsByProduct, pageFormContext } from '../forms/index.ts';
import { pageGalleries } from '../galleries/index.ts';
import { contentAccessFor, type ContentAccess } from '../member-areas/index.ts';
import { arrangePosts, arrangeProducts, termLinks } from '../taxonomy/index.ts';
import { accessDeniedPage, membershipConfirmedPage } from './member-area-pages.ts';
import { PAGE_TITLES } from './messages.ts';
import { paywallVideos } from './lesson-video-paywall.ts';
import { collectionContext, postContext, siteContext } from './site-context.ts';
import type { EditorDocument, EditorTargetKind } from '@plinth/api';
import { isServedToVisitors } from '../content/index.ts';
import { documentContext } from '../blocks/index.ts';
import { publishedDocument } from '../editor/index.ts';
import { blockResolvers } from './block-resolvers.ts';
import { withSeo } from './seo.ts';
import type { ExtensionPage } from '../../infra/page-extensions.ts';

/** How a page is built beyond the visitor's view. */
export interface PageOptions {
  /** The clock (scheduled pages and posts go live at their time). @default Date.now() */
  now?: number;
  /**
   * The editor's preview: this page, post or product is shown with this document (its draft) even
   * while visitors cannot see it yet.
   */
  preview?: { kind: EditorTargetKind; id: string; collectionId: string; document: EditorDocument | null };
  /** The visitor's `lesson-video-paywall` toggle is on: a locked lesson shows, its videos behind the join panel (lesson-video-paywall.ts). */
  lessonVideoPaywall?: boolean;
  /** Paths other features answer (infra/page-extensions.ts `pages`), asked after the member-area lock and before collections. */
  extensionPage?: () => Promise<ExtensionPage | null>;
}

/** What a path resolves to: the template, its context and the status. */
export interface ResolvedPage {
  /** 403: the member-area access-denied page; others from page extensions (infra/page-extensions.ts). */
  status: 200 | 401 | 403 | 404 | 500;
  template: string;
  title: string;
  description: string;
  context: Record<string, unknown>;
  /** Visitor-specific (an order, a query choice): never cached. */
  private?: boolean;
  /** Extra tags for the head (an extension page's own). */
  headTags?: string;
  /** The editor's social image (its asset URL): the renderer writes it as an absolute og:image. */
  socialImage?: string;
}

const URL_ID = /^[a-z0-9][a-z0-9-]{0,199}$/i;
/** How many products the home page shows from the first shop in the navigation. */
const FEATURED_COUNT = 4;

async function featuredProducts(db: Kysely<Schema>, website: Website, navigation: CollectionRecord[], access: ContentAccess) {
  const shop = navigation.find((collection) => collection.type === 'products' && access.canRead({ collectionId: collection.id, itemId: null }));
  if (!shop) return { items: [], productMerchandisingContext: {} };
  const readable = (await listProducts(db, website.id, shop.id)).filter((product) => access.canRead({ collectionId: shop.id, itemId: product.id }));
  // The first products in the shop's own order (the sort control).
  const { items: products } = await arrangeProducts(db, website.id, shop, readable, {});
  return productItems(db, website, products.slice(0, FEATURED_COUNT), () => shop.fullUrl);
}

/**
 * The page service: finds the page of a path on a site and builds its template context (the rules
 * of storefront.md and jsont.md §10; the data comes from the catalog, content, forms and checkout
 * features):
 * `/` (home), `/cart`, `/<collection>` and `/<collection>/<item>`; anything
 * else, and draft or private pages, is the not-found page. `access` (member areas) decides what the
 * viewer may read: a locked path is the access-denied page, lists leave out what it may not read;
 * without it the page is built for a visitor who is not signed in.
 */
export async function resolvePage(db: Kysely<Schema>, website: Website, path: string, query: Record<string, unknown> = {}, viewerAccess?: ContentAccess, options: PageOptions = {}): Promise<ResolvedPage> {
  const now = options.now ?? Date.now();
  const { preview } = options;
  const access = viewerAccess ?? (await contentAccessFor(db, website.id, null, now));
  const [allNavigation, hidden, chrome] = await Promise.all([
    listNavigation(db, website.id),
    hiddenCollectionIds(db, website.id, now),
    readSiteChrome(db, website.id),
  ]);
  // The previewed page shows though visitors cannot see it yet (its navigation link stays hidden).
  const reachable = preview ? new Set([...hidden].filter((id) => id !== preview.collectionId)) : hidden;
  const servedPost = (post: { id: string; status: string; publishAt: number | null }) =>
    isServedToVisitors(post.status, post.publishAt, now) || (preview?.kind === 'posts' && preview.id === post.id);
  // The blocks of a published (or previewed) document, for the theme to show instead of the HTML body.
  // `pageDocument` tells the theme a document exists, so one published with no block shows none
  // (rather than the HTML body it replaced).
  const sections = async (kind: EditorTargetKind, id: string): Promise<{ pageDocument?: true; pageSections?: Record<string, unknown>[] }> => {
    const document = preview?.kind === kind && preview.id === id ? preview.document : await publishedDocument(db, website.id, kind, id);
    if (!document) return {};
    return { pageDocument: true, ...(await documentContext(db, website, document, blockResolvers(db, website, access, hidden, now))) };
  };
  // Draft and private pages leave the visitors' navigation bar.
  const navigation = hidden.size ? allNavigation.filter((collection) => !hidden.has(collection.id)) : allNavigation;
  const base = siteContext(website, navigation, path, chrome);
  const segments = path.split('/').filter(Boolean);
  const page = (template: string, pageType: PageTypeCode, title: string, extra: Record<string, unknown>, description = ''): ResolvedPage => ({
    status: 200,
    template,
    title: title === website.name ? title : `${title} — ${website.name}`,
    description,
    context: { ...base, pageType, ...extra },
  });
  const notFound = (): ResolvedPage => ({
    status: 404,
    template: 'not-found',
    title: `${PAGE_TITLES.notFound} — ${website.name}`,
    description: '',
    context: { ...base, pageType: PAGE_TYPES.NOT_FOUND },
  });

  // Member areas: decided before anything of the page is read.
  const lock = access.lockOf(path);
  if (lock) {
    const denied = await accessDeniedPage(db, website.id, lock, path);
    if (!denied) return notFound();
    if (options.lessonVideoPaywall) {
      // The page as if open (everything else it lists still filtered), its videos behind the join panel.
      const open: ContentAccess = { siteUserId: access.siteUserId, seesMemberContent: false, canRead: (ref) => access.canRead(ref), lockOf: () => null };
      const lesson = await resolvePage(db, website, path, query, open, { ...options, lessonVideoPaywall: false });
      const gated = lesson.status === 200 ? paywallVideos(lesson.context.pageSections, denied.context) : undefined;
      if (gated) return { ...lesson, context: { ...lesson.context, pageSections: gated } };
    }
    return { ...page(denied.template, denied.pageType, denied.title, denied.context), status: denied.status };
  }

  const extension = options.extensionPage ? await options.extensionPage() : null;
  if (extension) {
    const built = page(extension.template, extension.pageType as PageTypeCode, extension.title, extension.context, extension.description ?? '');
    return { ...built, status: extension.status as ResolvedPage['status'], ...(extension.private ? { private: true } : {}), ...(extension.headTags ? { headTags: extension.headTags } : {}) };
  }
  if (segments.length === 1 && segments[0] === 'cart') {
    return page('cart', PAGE_TYPES.SHOW_CART, PAGE_TITLES.cart, { cartForms: await formsByProduct(db, website.id), installmentContext: installmentContextOf(website) });
  }
  if (segments[0] === 'checkout' || segments[0] === 'commerce') {
    const commerce = await resolveCommercePage(db, website, segments, query);
    if (!commerce) return { ...notFound(), private: segments[1] === 'orders' };
    return { ...page(commerce.template, commerce.pageType, commerce.title, commerce.context), private: commerce.private };
  }
  const membership = segments[0] === 'account' ? await membershipConfirmedPage(db, website.id, segments, query, access, Date.now()) : undefined;
  if (membership) return { ...page(membership.template, membership.pageType, membership.title, membership.context), private: true };
  const account = segments[0] === 'account' ? resolveAccountPage(segments, query) : undefined;
  if (account) return { ...page(account.template, PAGE_TYPES.PAGE, account.title, account.context), private: account.private };
  if (segments.length > 2 || segments.some((segment) => !URL_ID.test(segment))) return notFound();

  const collection = await findCollectionByUrlId(db, website.id, segments[0] ?? 'home');
  if (!collection || !collection.enabled || reachable.has(collection.id) || (segments.length === 1 && segments[0] === 'home')) return notFound();
  const collectionJson = collectionContext(collection);

  if (segments.length < 2) {
    if (collection.type === 'page' && collection.urlId === 'home') {
      const featured = await featuredProducts(db, website, navigation, access);
      return withSeo(db, website.id, page('home', PAGE_TYPES.PAGE, website.name, { collection: collectionJson, featuredProducts: featured.items, productMerchandisingContext: featured.productMerchandisingContext, ...(await pageFormContext(db, website.id, collection.id)), ...(await sections('pages', collection.id)) }, collection.description), collection);
    }
    if (collection.type === 'page') {
      // The galleries a seeded HTML body names; an edited page has them as blocks.
      const blocks = await sections('pages', collection.id);
      const galleries = blocks.pageDocument ? {} : await pageGalleries(db, website.id, collection.bodyHtml);
      return withSeo(db, website.id, page('page', PAGE_TYPES.PAGE, collection.title, { collection: collectionJson, ...(await pageFormContext(db, website.id, collection.id)), ...galleries, ...blocks }, collection.description), collection);
    }
    if (collection.type === 'products') {
      const readable = (await listProducts(db, website.id, collection.id)).filter((product) => access.canRead({ collectionId: collection.id, itemId: product.id }));
      // Tags and categories (?tag=, ?category=) and the owner's sort control (features/taxonomy).
      const { items: products, listFilter } = await arrangeProducts(db, website.id, collection, readable, query);
      const { items, productMerchandisingContext } = await productItems(db, website, products, () => collection.fullUrl);
      return withSeo(db, website.id, page('products.list', PAGE_TYPES.MAIN_CONTENT, collection.title, { collection: collectionJson, items, productMerchandisingContext, listFilter, ...(await sections('pages', collection.id)) }, collection.description), collection);
    }
    // Draft, private, needs-review and not-yet-scheduled posts stay out of the blog.
    const readable = (await listItems(db, website.id, collection.id)).filter((post) => isServedToVisitors(post.status, post.publishAt, now) && access.canRead({ collectionId: collection.id, itemId: post.id }));
    const { items: posts, listFilter } = await arrangePosts(db, website.id, collection, readable, query);
    const items = posts.map((post) => ({ ...postContext(post, collection, website.timeZone), ...termLinks(collection.fullUrl, post) }));
    return withSeo(db, website.id, page('blog.list', PAGE_TYPES.MAIN_CONTENT, collection.title, { collection: collectionJson, items, listFilter, ...(await sections('pages', collection.id)) }, collection.description), collection);
  }

  const itemUrlId = segments[1] as string;
  if (collection.type === 'products') {
    const product = await findProductByUrlId(db, website.id, collection.id, itemUrlId);
    if (!product) return notFound();
    const { items: [item], productMerchandisingContext } = await productItems(db, website, [product], () => collection.fullUrl);
    return withSeo(db, website.id, page('products.item', PAGE_TYPES.CONTENT_ITEM, product.title, { collection: collectionJson, item: { ...item, ...termLinks(collection.fullUrl, product) }, productMerchandisingContext, ...(await sections('products', product.id)) }, product.excerpt), product);
  }
  if (collection.type === 'blog') {
    const post = await findItemByUrlId(db, website.id, collection.id, itemUrlId);
    if (!post || !servedPost(post)) return notFound();
    return withSeo(db, website.id, page('blog.item', PAGE_TYPES.CONTENT_ITEM, post.title, { collection: collectionJson, item: { ...postContext(post, collection, website.timeZone), ...termLinks(collection.fullUrl, post) }, ...(await sections('posts', post.id)) }, post.excerpt), post);
  }
  return notFound();
}
