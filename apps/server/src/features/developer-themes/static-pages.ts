import { PAGE_TYPES } from '@plinth/platform';
import { definePageKind } from '../../infra/page-extensions.ts';
import type { StaticPage } from '../../infra/theme/developer-platform/developer-theme.ts';

/** A developer theme's pages/<name>.page at `/<name>`: its own template is the page's main content. */
export function staticPagesKind(pages: readonly StaticPage[]) {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return definePageKind<StaticPage>({
    name: 'developer-theme-static-page',
    match: (info) => byUrl.get(info.path) ?? null,
    resolve: async (page) => ({
      status: 200,
      template: page.template,
      title: page.title,
      description: page.description,
      pageType: PAGE_TYPES.PAGE,
      context: { collection: { id: `static-${page.url.slice(1)}`, title: page.title, urlId: page.url.slice(1), fullUrl: page.url, typeName: 'page' } },
    }),
  });
}
