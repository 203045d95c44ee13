import type { Formatter } from '@plinth/template';

/*
 * The formatters the developer platform's tags are translated into (infra/theme/developer-platform/
 * platform-tags.ts). They shape Plinth's page context the way the platform hands it to a .block.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of the site's navigation (pages/site-context.ts) as the platform's navigation item. */
function navigationItem(entry: unknown): Record<string, unknown> {
  const link = isRecord(entry) ? entry : {};
  const url = String(link.url ?? '/');
  const title = String(link.title ?? '');
  return {
    active: link.active === true,
    folderActive: false,
    collection: { title, navigationTitle: title, fullUrl: url, urlId: url.replace(/^\//, '') || 'home', folder: false },
    // Plinth's navigation has no folders: a folder's items are always empty.
    items: [],
  };
}

export const platformFormatters = (): Record<string, Formatter> => ({
  /** `site` → `{ items }` of the site's navigation; `none` (another navigation of template.conf) → no items. */
  'sqs-navigation': (_value, args, ctx) => {
    const navigation = args[0] === 'site' ? ctx.lookup('navigation') : [];
    return { items: Array.isArray(navigation) ? navigation.map(navigationItem) : [] };
  },
  /** The items a query tag asked for (read per page by the developer-themes enricher). */
  'sqs-query': (_value, args, ctx) => {
    const queries = ctx.lookup('squarespaceQueries');
    const found = isRecord(queries) ? queries[decodeURIComponent(args[0] ?? '')] : undefined;
    return isRecord(found) ? found : { items: [] };
  },
});
