import type { ExtensionPage, PageKind, PageRequestInfo, PageRouter } from '../../infra/page-extensions.ts';
import type { PageScope } from './page-scope.ts';
import type { ResolvedPage } from './resolved-page.ts';

/**
 * A kind of page of the pages feature (features/pages/kinds/<kind>.ts): told the {@link PageScope},
 * answering a {@link ResolvedPage}. Declared in order in the feature's `feature.ts` (`pageKinds`).
 */
export type SitePageKind<Params = any> = PageRouter<PageScope, ResolvedPage, Params>;

/**
 * Declares a kind of the pages feature (the identity function: it types `resolve`'s params from `match`).
 * @example export const cartKind = defineSitePageKind({ name: 'cart', match: (scope) => scope.path === '/cart' || null, resolve: async (_, scope) => … });
 */
export function defineSitePageKind<Params>(kind: SitePageKind<Params>): SitePageKind<Params> {
  return kind;
}

/** Another feature's kind (infra/page-extensions.ts), asked with this request's info; its page is put in the site's context. */
export function forRequest(kind: PageKind, info: PageRequestInfo): SitePageKind {
  return {
    name: kind.name,
    match: () => kind.match(info),
    resolve: async (params, scope) => {
      const page = await kind.resolve(params, info);
      return page ? scope.extensionPage(page) : null;
    },
  };
}

/** A kind that answers every path with a page already decided (a gate's page, the error page). */
export function answering(page: ExtensionPage): SitePageKind<ExtensionPage> {
  return { name: 'answered', match: () => page, resolve: async (decided, scope) => scope.extensionPage(decided) };
}
