import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageRedirect, PageRequestInfo } from '../../infra/page-extensions.ts';
import type { RedirectTable } from './redirect-rules.ts';
import { redirectTable } from './service.ts';

/**
 * The storefront's side of redirects: the redirect for a page's path, or null. The site's table is
 * read once per content version (every redirect write bumps it), so a page costs a map lookup.
 */
export function pageRedirects(db: Kysely<Schema>): (info: PageRequestInfo) => Promise<PageRedirect | null> {
  const known = new Map<string, { version: number; table: Promise<RedirectTable> }>();
  return async (info) => {
    let entry = known.get(info.site.id);
    if (!entry || entry.version !== info.site.contentVersion) {
      const table = redirectTable(db, info.site.id);
      // A failed read is not remembered: the next page asks again.
      table.catch(() => known.delete(info.site.id));
      known.set(info.site.id, (entry = { version: info.site.contentVersion, table }));
    }
    const table = await entry.table;
    if (table.size === 0) return null;
    const url = info.request.url;
    const question = url.indexOf('?');
    return table.match(info.path, question === -1 ? '' : url.slice(question));
  };
}
