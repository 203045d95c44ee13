import type { Kysely } from 'kysely';
import { escapeHtml } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration, PageRequestInfo } from '../../infra/page-extensions.ts';
import { isServedToVisitors } from '../content/index.ts';
import { enabledCollections } from './feeds-repository.ts';

/*
 * The `decorators` hook that names a blog's feed on its pages (the list and every post):
 * `<link rel="alternate" type="application/rss+xml" href="/<blog>/rss.xml">`, how feed readers and
 * browsers find it. The blogs of a site are read once per content version.
 */
export function feedLinksHook(db: Kysely<Schema>) {
  const known = new Map<string, { version: number; blogs: Promise<Array<{ urlId: string; title: string }>> }>();
  return async (info: PageRequestInfo): Promise<PageDecoration | null> => {
    const [first] = info.segments;
    if (!first) return null;
    let entry = known.get(info.site.id);
    if (!entry || entry.version !== info.site.contentVersion) {
      const blogs = enabledCollections(db, info.site.id).then((all) => all.filter((c) => c.type === 'blog' && isServedToVisitors(c.status, c.publishAt, info.now)).map((c) => ({ urlId: c.urlId, title: c.title })));
      blogs.catch(() => known.delete(info.site.id));
      known.set(info.site.id, (entry = { version: info.site.contentVersion, blogs }));
    }
    const blog = (await entry.blogs).find((b) => b.urlId === first);
    if (!blog) return null;
    return { head: `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${blog.title} — ${info.site.name}`)}" href="/${escapeHtml(blog.urlId)}/rss.xml">` };
  };
}
