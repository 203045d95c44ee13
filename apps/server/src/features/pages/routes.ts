import { createHash } from 'node:crypto';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { createPageExtensions, type PageDecoration, type PageExtensions, type PageRedirect, type PageRequestInfo } from '../../infra/page-extensions.ts';
import { decorationsOf, pageRequestInfo } from './extension-hooks.ts';
import { answering, forRequest, type SitePageKind } from './page-kind.ts';
import { PageCache, pageCacheKey, type CachedPage } from '../../infra/page-cache.ts';
import type { RenderedPage } from './page-renderer.ts';
import { resolvePage } from './page-service.ts';
import type { ResolvedPage } from './resolved-page.ts';
import { ensureCrumb } from '../../infra/http/crumb.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { paywallPageViewed, requestContentAccess } from '../member-areas/index.ts';
import { experimentsForPage } from '../experiments/index.ts';
import { LESSON_VIDEO_PAYWALL } from './lesson-video-paywall.ts';
import { isFeatureEnabled } from '@plinth/platform';
import { scheduledTimes } from '../content/index.ts';
import { listFilterKey } from '../taxonomy/index.ts';

/** Options of {@link registerPageRoutes}. */
export interface PageRoutesOptions {
  db: Kysely<Schema>;
  renderPage: (page: ResolvedPage, decoration?: PageDecoration, origin?: string) => RenderedPage;
  cache?: PageCache;
  /** The declared page kinds (the pages feature's own, in order). */
  kinds: readonly SitePageKind[];
  /** Other features' page hooks (app.deps.pageExtensions); their kinds are asked before the declared ones. */
  extensions?: PageExtensions;
}

/**
 * Every storefront page: `GET *` outside /api and /assets. A page answers
 * `?format=json` with its template context; HTML is cached per content version
 * and sent gzip- or brotli-compressed when the browser accepts it.
 */
export function registerPageRoutes(app: FastifyInstance, { db, renderPage, kinds, cache = new PageCache(), extensions = createPageExtensions() }: PageRoutesOptions): void {
  const schedules = scheduleKeys(db);
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const path = normalisePath(request.url);
    const website = siteOf(request);
    ensureCrumb(request, reply);
    const query = request.query as Record<string, unknown>;
    // Member areas, decided before the cache: a member's pages are personal (never cached or shared);
    // every non-member sees the same public view, where a locked path is the access-denied page.
    const access = await requestContentAccess(db, request, Date.now());
    const lockedBy = access.lockOf(path);
    if (lockedBy) paywallPageViewed(request, { websiteId: website.id, memberAreaId: lockedBy, path, siteUserId: access.siteUserId });
    // The visitor's feature toggles and A/B variants, decided here so the first HTML already shows them.
    const experiments = await experimentsForPage(request, reply, website, path);
    const lessonVideoPaywall = lockedBy !== null && isFeatureEnabled(experiments.configuration, LESSON_VIDEO_PAYWALL, false);
    // Other features' hooks (infra/page-extensions.ts): a gate answers first and is never cached.
    const info = pageRequestInfo(request, website, path, query, access);
    // An old address's redirect (features/redirects): a forced one answers at once, any other only instead of a 404.
    const redirect = await redirectOf(extensions.redirects, info);
    if (redirect?.force) return reply.redirect(redirect.location, redirect.status);
    const resolve = async () => {
      // Other features' kinds first (read per request: a hook may be added after the app is built).
      const requestKinds = [...extensions.kinds.map((kind) => forRequest(kind, info)), ...kinds];
      const page = await resolvePage(db, website, path, query, access, { lessonVideoPaywall, kinds: requestKinds });
      for (const enrich of extensions.enrichers) await enrich(info, page);
      return page;
    };
    for (const gate of extensions.gates) {
      const gated = await gate(info, reply);
      if (!gated || reply.sent) {
        if (reply.sent) return reply;
        continue;
      }
      const page = await resolvePage(db, website, path, query, access, { kinds: [answering(gated)] });
      page.context.experiments = experiments.configuration;
      if (query.format === 'json' || query.format === 'json-pretty') return reply.code(page.status).header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(JSON.stringify(page.context));
      const rendered = renderPage(page, await decorationsOf(extensions.decorators, info), requestOrigin(request));
      return sendPage(request, reply, cachedPage(page.status, rendered.html), 'private, no-store');
    }

    if (query.format === 'json' || query.format === 'json-pretty') {
      const page = await resolve();
      if (page.status === 404 && redirect) return reply.redirect(redirect.location, redirect.status);
      page.context.experiments = experiments.configuration;
      const body = JSON.stringify(page.context, null, query.format === 'json-pretty' ? 2 : undefined);
      if (access.seesMemberContent || page.private) reply.header('cache-control', 'private, no-store');
      return reply.code(page.status).type('application/json; charset=utf-8').send(body);
    }

    // The access-denied page is cached under its own key, so it can never answer for the page itself.
    // One cached page per distinct set of variants.
    const variantKey = experiments.cacheKey ? `\u0000${experiments.cacheKey}` : '';
    // A list filtered by tag or category (?tag=, ?category=) is cached apart from the whole list.
    // A scheduled page or post going live changes pages without a write: the key counts those gone live.
    const scheduleKey = await schedules(website.id, website.contentVersion, Date.now());
    const decoration = await decorationsOf(extensions.decorators, info);
    const decorationKey = decoration.cacheKey ? `\u0000${decoration.cacheKey}` : '';
    const key = pageCacheKey(website.id, website.contentVersion, `${lockedBy ? `${path}\u0000member-area-denied${lessonVideoPaywall ? '\u0000lesson-paywall' : ''}` : path}${variantKey}${listFilterKey(query)}${scheduleKey}${decorationKey}`);
    let cached = access.seesMemberContent ? undefined : cache.get(key);
    if (!cached) {
      const page = await resolve();
      if (page.status === 404 && redirect) return reply.redirect(redirect.location, redirect.status);
      page.context.experiments = experiments.configuration;
      const rendered = renderPage(page, decoration, requestOrigin(request));
      for (const error of rendered.errors) request.log.warn({ template: page.template, error }, 'template error');
      // A private page (an order, a choice from the query, a member's view) is rendered for this request only.
      if (page.private || access.seesMemberContent) return sendPage(request, reply, cachedPage(page.status, rendered.html), 'private, no-store');
      cached = cachedPage(page.status, rendered.html);
      cache.set(key, cached);
    }
    if (cached.status === 404 && redirect) return reply.redirect(redirect.location, redirect.status);
    const kept = cached;
    return sendPage(request, reply, kept, 'no-cache', () => cache.grew(key, kept));
  });
}

/** The first redirect the hooks answer for the page's path, or null. */
async function redirectOf(hooks: PageExtensions['redirects'], info: PageRequestInfo): Promise<PageRedirect | null> {
  for (const hook of hooks) {
    const found = await hook(info);
    if (found) return found;
  }
  return null;
}

/**
 * The part of a page's cache key that moves when a scheduled page or post goes live: how many of the
 * site's publish-at times have passed. The times are read once per content version (every change of
 * a schedule is a content change).
 */
function scheduleKeys(db: Kysely<Schema>) {
  const known = new Map<string, { version: number; times: Promise<number[]> }>();
  return async (websiteId: string, version: number, now: number): Promise<string> => {
    let entry = known.get(websiteId);
    if (!entry || entry.version !== version) {
      const times = scheduledTimes(db, websiteId);
      // A failed read is not remembered: the next request asks again.
      times.catch(() => known.delete(websiteId));
      known.set(websiteId, (entry = { version, times }));
    }
    const times = await entry.times;
    let passed = 0;
    while (passed < times.length && (times[passed] as number) <= now) passed++;
    return passed ? `\u0000scheduled:${passed}` : '';
  };
}

function normalisePath(url: string): string {
  const question = url.indexOf('?');
  let path = question === -1 ? url : url.slice(0, question);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot name a page; it resolves to not-found.
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function cachedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html);
  return { status, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends a page, compressed as the browser accepts; `grew` is told when a compressed copy was first made (the cache counts its bytes). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl = 'no-cache', grew?: () => void) {
  reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('etag', page.etag).header('vary', 'accept-encoding');
  reply.header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === page.etag && page.status === 200) return reply.code(304).send();
  const { body } = page;
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) {
    if (!page.br) {
      page.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      grew?.();
    }
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accept)) {
    if (!page.gzip) {
      page.gzip = gzipSync(body, { level: 9 });
      grew?.();
    }
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(body);
}
