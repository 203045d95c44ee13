import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * How a feature adds to the storefront's pages without the pages feature knowing it (features may
 * not import each other in cycles, and pages already imports most of them). A feature pushes its
 * hooks onto `app.deps.pageExtensions` in its plugin; the pages feature (registered last) runs them
 * for every storefront page:
 *
 *   gate      → before anything: may answer with its own page (lock screen 103, a protected page 105)
 *   kind      → a kind of page the feature owns, a router: `match` says whether a path is one of its
 *               own (search 102, an events collection, the splash page…), `resolve` builds the page.
 *               Kinds are asked in order, other features' first, then the pages feature's own (cart,
 *               checkout, account, home, page, lists, items — features/pages/kinds/); the first that
 *               matches and resolves to a page answers (RSS is a route instead)
 *   enrich    → adds to a resolved page's context (a post's comments and likes, an event's calendar links)
 *   redirect  → an old address's redirect (features/redirects): answered before the page when it is
 *               forced, otherwise only where the page would be a 404
 *   decorate  → adds to every HTML page's layout: head tags, CSS, end-of-body HTML (fonts and colours,
 *               the ads pixel, the popup overlay)
 *
 * Pages are cached per site content version: whatever a hook reads from stored settings must bump
 * the content version when it changes (features/site `contentChanged`), and anything that differs
 * per visitor must say so (`cacheKey` of a decoration, `private` of a page).
 */

/** The site a page is built for (features/site's Website, seen structurally). */
export interface PageSite {
  id: string;
  name: string;
  timeZone: string;
  currency: string;
  contentVersion: number;
  settings: Record<string, unknown> & object;
}

/** What every hook is told about the page being built. */
export interface PageRequestInfo {
  request: FastifyRequest;
  site: PageSite;
  /** Decoded, without a trailing slash: `/search`, `/events/spring-fair`. */
  path: string;
  /** `path` split on `/`, empty parts dropped. */
  segments: string[];
  query: Record<string, unknown>;
  /** The signed-in customer, or null. */
  siteUserId: string | null;
  /** The member-area check: whether the viewer may read a collection's listing (itemId null) or an item. */
  canRead(ref: { collectionId: string; itemId: string | null }): boolean;
  now: number;
}

/** A page a hook answers with; the pages feature adds the site's context (navigation, header, footer). */
export interface ExtensionPage {
  status: 200 | 401 | 403 | 404 | 500;
  /** A template of the theme (themes/default/templates/<name>.jsont). */
  template: string;
  /** The page's title; the site's name is appended. */
  title: string;
  description?: string;
  /** platform.md §2 page type code, set as `pageType`. */
  pageType: number;
  context: Record<string, unknown>;
  /** Visitor-specific (a form's error, a search, a personal view): never cached. */
  private?: boolean;
  /** Extra head tags. */
  headTags?: string;
}

/** Additions to a page's layout. */
export interface PageDecoration {
  /** HTML inside <head>. */
  head?: string;
  /** CSS appended to the theme's inline stylesheet. */
  css?: string;
  /** HTML just before </body>. */
  bodyEnd?: string;
  /** Set when the decoration differs between visitors of the same page (it becomes part of the cache key). */
  cacheKey?: string;
  /** The design the page is drawn with (infra/theme/designs.ts; the themes feature names the site's). @default the default theme */
  design?: string;
}

/**
 * One kind of page (Ghost's routers): `match` reads the request into the kind's params, or null when
 * the path is not of this kind (cheap: nothing of the page is built); `resolve` builds the page, or
 * null when there is none after all (an unknown event, an order without its token), and the next kind
 * is asked. `Scope` is what the kind is told about the request, `Page` what it answers.
 */
export interface PageRouter<Scope, Page, Params = any> {
  /** What the kind is (`search`, `product-item`), for readers and tests. */
  readonly name: string;
  match(scope: Scope): Params | null | undefined | Promise<Params | null | undefined>;
  resolve(params: Params, scope: Scope): Promise<Page | null>;
}

/** A page kind another feature adds through `kinds`: told the request, answering an {@link ExtensionPage}. */
export type PageKind<Params = any> = PageRouter<PageRequestInfo, ExtensionPage, Params>;

/**
 * A page kind as a feature declares it in its `feature.ts` (`pageKinds`): the pages feature tells it
 * the scope of the page being built (features/pages/page-kind.ts `SitePageKind`).
 */
export type DeclaredPageKind = PageRouter<never, unknown>;

/**
 * Declares a page kind (the identity function: it types `resolve`'s params from `match`).
 * @example definePageKind({ name: 'search', match: (info) => (info.path === '/search' ? info.query : null), resolve: async (query, info) => … })
 */
export function definePageKind<Params>(kind: PageKind<Params>): PageKind<Params> {
  return kind;
}

/** Where a redirect sends a visitor: `force` answers even where a live page is. */
export interface PageRedirect {
  location: string;
  status: 301 | 302;
  force: boolean;
}

export interface PageExtensions {
  gates: Array<(info: PageRequestInfo, reply: FastifyReply) => Promise<ExtensionPage | null>>;
  /** Other features' page kinds, asked in order after the member-area lock and before the pages feature's own. */
  kinds: PageKind[];
  /** `page.context` holds `pageType`, `collection`, `item` … as the theme receives them; add to it in place. */
  enrichers: Array<(info: PageRequestInfo, page: { template: string; status: number; context: Record<string, unknown> }) => Promise<void>>;
  /** Old addresses' redirects, asked in order before a page is built (the first that answers counts). */
  redirects: Array<(info: PageRequestInfo) => Promise<PageRedirect | null>>;
  /** Run before the page cache is read (their output is cached with the page, keyed by `cacheKey`). */
  decorators: Array<(info: PageRequestInfo) => Promise<PageDecoration | null>>;
}

/** Empty hook lists (app.ts makes one per app). */
export function createPageExtensions(): PageExtensions {
  return { gates: [], kinds: [], enrichers: [], redirects: [], decorators: [] };
}
