import type { FastifyInstance } from 'fastify';
import type { PageRequestInfo } from '../../infra/page-extensions.ts';
import type { DeveloperThemeInfo } from '../../infra/theme/developer-platform/developer-theme.ts';
import type { QuerySpec } from '../../infra/theme/developer-platform/platform-tags.ts';

/** The header the enricher's own requests for a query's items carry (they need no queries of their own). */
const QUERY_REQUEST = 'x-plinth-theme-query';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query's items from the collection page's own context (`/<collection>?format=json`), filtered and cut. */
async function queryItems(app: FastifyInstance, info: PageRequestInfo, spec: QuerySpec): Promise<Record<string, unknown>> {
  const answer = await app.inject({
    method: 'GET',
    url: `/${encodeURIComponent(spec.collection)}?format=json`,
    headers: { host: info.request.headers.host ?? 'localhost', [QUERY_REQUEST]: '1' },
  });
  if (answer.statusCode !== 200) return { items: [] };
  const context = answer.json() as Record<string, unknown>;
  const listed = Array.isArray(context.items) ? context.items.filter(isRecord) : [];
  const has = (values: unknown, wanted: string) => !wanted || (Array.isArray(values) && wanted.split(',').some((one) => values.includes(one.trim())));
  const items = listed.filter((item) => has(item.categories, spec.category) && has(item.tags, spec.tag) && (!spec.featured || item.starred === true || item.featured === true));
  return { collection: context.collection ?? null, items: items.slice(spec.skip, spec.skip + spec.limit) };
}

/**
 * Adds to every page the context fields developer-platform templates read and Plinth's pages do not
 * carry: `tweaks`, `showCart`, `authenticatedAccount`, the layout the page uses and the items of the
 * theme's query tags.
 */
export function platformContextEnricher(app: FastifyInstance, developer: DeveloperThemeInfo) {
  return async (info: PageRequestInfo, page: { template: string; status: number; context: Record<string, unknown> }): Promise<void> => {
    const { context } = page;
    context.tweaks = developer.tweaks;
    context.showCart = isRecord(context.siteHeader) && context.siteHeader.showCart === true;
    context.authenticatedAccount = info.siteUserId ? { id: info.siteUserId } : null;
    // A signed-in visitor's page names them: it is never shared through the page cache.
    if (info.siteUserId) (page as { private?: boolean }).private = true;
    context.squarespaceLayout = developer.layoutOf[page.template] ?? developer.defaultLayout;
    if (info.request.headers[QUERY_REQUEST] || !developer.queries.size) return;
    const queries: Record<string, unknown> = {};
    for (const [key, spec] of developer.queries) queries[key] = await queryItems(app, info, spec);
    context.squarespaceQueries = queries;
  };
}
