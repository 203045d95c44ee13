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
import { accessDeniedPage, membershipConfirmedPage } from './member-area-pages.ts';
import { PAGE_TITLES } from './messages.ts';
import { collectionContext, postContext, siteContext } from './site-context.ts';

/** What a path resolves to: the template, its context and the status. */
export interface ResolvedPage {
  /** 403: the member-area access-denied page. */
  status: 200 | 403 | 404;
  template: string;
  title: string;
  description: string;
  context: Record<string, unknown>;
  /** Visitor-specific (an order, a query choice): never cached. */
  private?: boolean;
}

const URL_ID = /^[a-z0-9][a-z0-9-]{0,199}$/i;
/** How many products the home page shows from the first shop in the navigation. */
const FEATURED_COUNT = 4;

async function featuredProducts(db: Kysely<Schema>, website: Website, navigation: CollectionRecord[], access: ContentAccess) {
  const shop = navigation.find((collection) => collection.type === 'products' && access.canRead({ collectionId: collection.id, itemId: null }));
  if (!shop) return { items: [], productMerchandisingContext: {} };
  const products = (await listProducts(db, website.id, shop.id)).filter((product) => access.canRead({ collectionId: shop.id, itemId: product.id }));
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
export async function resolvePage(db: Kysely<Schema>, website: Website, path: string, query: Record<string, unknown> = {}, viewerAccess?: ContentAccess): Promise<ResolvedPage> {
  const access = viewerAccess ?? (await contentAccessFor(db, website.id, null, Date.now()));
  const [allNavigation, hidden, chrome] = await Promise.all([
    listNavigation(db, website.id),
    hiddenCollectionIds(db, website.id),
    readSiteChrome(db, website.id),
  ]);
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
    return { ...page(denied.template, denied.pageType, denied.title, denied.context), status: denied.status };
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
  if (!collection || !collection.enabled || hidden.has(collection.id) || (segments.length === 1 && segments[0] === 'home')) return notFound();
  const collectionJson = collectionContext(collection);

  if (segments.length < 2) {
    if (collection.type === 'page' && collection.urlId === 'home') {
      const featured = await featuredProducts(db, website, navigation, access);
      return page('home', PAGE_TYPES.PAGE, website.name, { collection: collectionJson, featuredProducts: featured.items, productMerchandisingContext: featured.productMerchandisingContext, ...(await pageFormContext(db, website.id, collection.id)) }, collection.description);
    }
    if (collection.type === 'page') {
      return page('page', PAGE_TYPES.PAGE, collection.title, { collection: collectionJson, ...(await pageFormContext(db, website.id, collection.id)), ...(await pageGalleries(db, website.id, collection.bodyHtml)) }, collection.description);
    }
    if (collection.type === 'products') {
      const products = (await listProducts(db, website.id, collection.id)).filter((product) => access.canRead({ collectionId: collection.id, itemId: product.id }));
      const { items, productMerchandisingContext } = await productItems(db, website, products, () => collection.fullUrl);
      return page('products.list', PAGE_TYPES.MAIN_CONTENT, collection.title, { collection: collectionJson, items, productMerchandisingContext }, collection.description);
    }
    const posts = (await listItems(db, website.id, collection.id)).filter((post) => access.canRead({ collectionId: collection.id, itemId: post.id }));
    const items = posts.map((post) => postContext(post, collection, website.timeZone));
    return page('blog.list', PAGE_TYPES.MAIN_CONTENT, collection.title, { collection: collectionJson, items }, collection.description);
  }

  const itemUrlId = segments[1] as string;
  if (collection.type === 'products') {
    const product = await findProductByUrlId(db, website.id, collection.id, itemUrlId);
    if (!product) return notFound();
    const { items: [item], productMerchandisingContext } = await productItems(db, website, [product], () => collection.fullUrl);
    return page('products.item', PAGE_TYPES.CONTENT_ITEM, product.title, { collection: collectionJson, item, productMerchandisingContext }, product.excerpt);
  }
  if (collection.type === 'blog') {
    const post = await findItemByUrlId(db, website.id, collection.id, itemUrlId);
    if (!post) return notFound();
    return page('blog.item', PAGE_TYPES.CONTENT_ITEM, post.title, { collection: collectionJson, item: postContext(post, collection, website.timeZone) }, post.excerpt);
  }
  return notFound();
}
