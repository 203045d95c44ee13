import type { FastifyRequest } from 'fastify';
import type { PageDecoration, PageExtensions, PageRequestInfo, PageSite } from '../../infra/page-extensions.ts';
import type { ContentAccess } from '../member-areas/index.ts';
import type { Website } from '../site/index.ts';

/** What the page hooks of other features are told about this request (infra/page-extensions.ts). */
export function pageRequestInfo(request: FastifyRequest, website: Website, path: string, query: Record<string, unknown>, access: ContentAccess): PageRequestInfo {
  return {
    request,
    site: website as unknown as PageSite,
    path,
    segments: path.split('/').filter(Boolean),
    query,
    siteUserId: access.siteUserId,
    canRead: (ref) => access.canRead(ref),
    now: Date.now(),
  };
}

/** Every decorator's additions, joined (cache keys too). */
export async function decorationsOf(hooks: PageExtensions['decorators'], info: PageRequestInfo): Promise<PageDecoration> {
  const parts = await Promise.all(hooks.map((hook) => hook(info)));
  const joined: PageDecoration & { head: string; css: string; bodyEnd: string; cacheKey: string } = { head: '', css: '', bodyEnd: '', cacheKey: '' };
  for (const part of parts) {
    if (!part) continue;
    joined.head += part.head ?? '';
    joined.css += part.css ?? '';
    joined.bodyEnd += part.bodyEnd ?? '';
    if (part.design) joined.design = part.design;
    if (part.cacheKey) joined.cacheKey += `${joined.cacheKey ? '|' : ''}${part.cacheKey}`;
  }
  return joined;
}
