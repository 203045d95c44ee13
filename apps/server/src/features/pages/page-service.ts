import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { contentAccessFor, type ContentAccess } from '../member-areas/index.ts';
import type { Website } from '../site/index.ts';
import { paywallVideos } from './lesson-video-paywall.ts';
import { accessDeniedPage } from './member-area-pages.ts';
import type { SitePageKind } from './page-kind.ts';
import { pageScope, type PageScope } from './page-scope.ts';
import type { PagePreview, ResolvedPage } from './resolved-page.ts';

export type { PagePreview, ResolvedPage } from './resolved-page.ts';

/** How a page is built beyond the visitor's view. */
export interface PageOptions {
  /**
   * The page kinds, asked in order (features/pages/kinds, declared in feature.ts; other features'
   * kinds bound to the request before them). The first that matches and resolves answers.
   */
  kinds: readonly SitePageKind[];
  /** The clock (scheduled pages and posts go live at their time). @default Date.now() */
  now?: number;
  /** The editor's preview: this page, post or product is shown with this document (its draft) even while visitors cannot see it yet. */
  preview?: PagePreview;
  /** The visitor's `lesson-video-paywall` toggle is on: a locked lesson shows, its videos behind the join panel (lesson-video-paywall.ts). */
  lessonVideoPaywall?: boolean;
}

/**
 * The page service: finds the page of a path on a site and builds its template context (the rules
 * of storefront.md and jsont.md §10). A member-area lock is decided first; then each page kind is
 * asked in order (Ghost's routers): the first whose `match` takes the path and whose `resolve`
 * builds a page answers, and the last kind answers every path with the not-found page. `access`
 * (member areas) decides what the viewer may read: a locked path is the access-denied page, lists
 * leave out what it may not read; without it the page is built for a visitor who is not signed in.
 */
export async function resolvePage(db: Kysely<Schema>, website: Website, path: string, query: Record<string, unknown> = {}, viewerAccess: ContentAccess | undefined, options: PageOptions): Promise<ResolvedPage> {
  const now = options.now ?? Date.now();
  const access = viewerAccess ?? (await contentAccessFor(db, website.id, null, now));
  const scope = await pageScope(db, website, path, query, access, { now, preview: options.preview });

  // Member areas: decided before anything of the page is read.
  const lock = access.lockOf(path);
  if (lock) return lockedPage(scope, lock, options);

  for (const kind of options.kinds) {
    const params = await kind.match(scope);
    if (params === null || params === undefined) continue;
    const page = await kind.resolve(params, scope);
    if (page) return page;
  }
  return scope.notFound();
}

/** The access-denied page of a locked path, or, with the lesson-video paywall, the page itself with its videos behind the join panel. */
async function lockedPage(scope: PageScope, lock: string, options: PageOptions): Promise<ResolvedPage> {
  const { db, website, path, query, access, page } = scope;
  const denied = await accessDeniedPage(db, website.id, lock, path);
  if (!denied) return scope.notFound();
  if (options.lessonVideoPaywall) {
    // The page as if open (everything else it lists still filtered), its videos behind the join panel.
    const open: ContentAccess = { siteUserId: access.siteUserId, seesMemberContent: false, canRead: (ref) => access.canRead(ref), lockOf: () => null };
    const lesson = await resolvePage(db, website, path, query, open, { ...options, lessonVideoPaywall: false });
    const gated = lesson.status === 200 ? paywallVideos(lesson.context.pageSections, denied.context) : undefined;
    if (gated) return { ...lesson, context: { ...lesson.context, pageSections: gated } };
  }
  return { ...page(denied.template, denied.pageType, denied.title, denied.context), status: denied.status };
}
