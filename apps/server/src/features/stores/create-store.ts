import { MAIN_NAVIGATION, NO_MAIN_NAVIGATION, type LayoutNavigation, type NavigationItem, type NavigationLink, type NavigationUpdate } from '../content/index.ts';
import { slugify } from '../site/index.ts';

/*
 * The pure steps of store creation (platform.md §4, §5): the store's url id, and the navigation
 * update that puts the new store ahead of the existing links. The calls run in order: create the
 * collection, create its ROOT category, then optionally UpdateNavigation with `withStoreFirst`.
 */

/** The title used when the store title gives no usable url id ('' or under 3 characters). */
export const STORE_FALLBACK_TITLE = 'Store';

/** The shortest derived url id; shorter ones fall back to {@link STORE_FALLBACK_TITLE}. */
export const MIN_URL_ID_LENGTH = 3;

/** The longest url id (with its -N suffix), well inside the page resolver's 200. */
export const MAX_URL_ID_LENGTH = 100;

/**
 * Paths a collection may not take: the server's own routes, and 'home' (the home page is served at
 * `/`, so a collection at /home would never be reached). They count as collisions.
 */
export const RESERVED_URL_IDS: ReadonlySet<string> = new Set(['cart', 'config', 'api', 'assets', 'checkout', 'commerce', 'search', 'home']);

/**
 * A url slug ({@link slugify} of features/site: transliterated, lower-case ASCII letters and digits,
 * every other run of characters one '-', no '-' at either end), at most {@link MAX_URL_ID_LENGTH} characters.
 * @example slugifyUrlId('Summer Sale!') // 'summer-sale'
 */
export function slugifyUrlId(text: string): string {
  return slugify(text, MAX_URL_ID_LENGTH);
}

/**
 * The url id of a new store (platform.md §5): the slug of `title`; when that is empty or under 3
 * characters, the slug of `fallbackTitle`; when it collides with an existing url id of the site or
 * a reserved path, the next free numeric suffix: 'summer-sale' → 'summer-sale-1', 'summer-sale-2' …
 * @param existingUrlIds url ids the site's collections already use (compared case-insensitively)
 * @param fallbackTitle @default 'Store'
 * @example deriveStoreUrlId('Summer Sale', ['summer-sale']) // 'summer-sale-1'
 */
export function deriveStoreUrlId(title: string, existingUrlIds: Iterable<string>, fallbackTitle = STORE_FALLBACK_TITLE): string {
  let base = slugifyUrlId(title);
  if (base.length < MIN_URL_ID_LENGTH) base = slugifyUrlId(fallbackTitle);
  if (base.length < MIN_URL_ID_LENGTH) throw new Error(`The fallback title '${fallbackTitle}' gives no usable url id`);
  const taken = new Set(RESERVED_URL_IDS);
  for (const urlId of existingUrlIds) taken.add(urlId.toLowerCase());
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    // Keep the suffix whole when the base is at the length limit.
    const candidate = `${base.slice(0, MAX_URL_ID_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function toItem(link: NavigationLink): NavigationItem {
  return {
    collectionId: link.collectionId,
    externalLink: link.externalLink,
    memberAreaId: link.memberAreaId,
    items: link.items.map(toItem),
  };
}

/**
 * The UpdateNavigation items with the new store first, ahead of the main navigation's existing
 * links (kept in order, nested items too; the store itself is not repeated if already there).
 * @param layout the `layout` of GetSiteLayout
 * @throws Error 'Unable to find site main navigation' when the layout has no main navigation
 */
export function withStoreFirst(layout: readonly LayoutNavigation[], collectionId: string): NavigationItem[] {
  const main = layout.find((navigation) => navigation.identifier === MAIN_NAVIGATION);
  if (!main) throw new Error(NO_MAIN_NAVIGATION);
  const existing = main.links.filter((link) => link.collectionId !== collectionId).map(toItem);
  return [{ collectionId, externalLink: null, memberAreaId: null, items: [] }, ...existing];
}

/**
 * The whole UpdateNavigation body that adds a new store to the front of the main navigation.
 * @throws Error 'Unable to find site main navigation' (see {@link withStoreFirst})
 */
export function storeFirstNavigationUpdate(layout: readonly LayoutNavigation[], templateId: string, collectionId: string): NavigationUpdate {
  return { fieldName: MAIN_NAVIGATION, templateId, navigation: { items: withStoreFirst(layout, collectionId) } };
}
