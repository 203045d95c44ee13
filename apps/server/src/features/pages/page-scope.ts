import type { EditorTargetKind } from '@plinth/api';
import { PAGE_TYPES, type PageTypeCode } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { ExtensionPage } from '../../infra/page-extensions.ts';
import { documentContext } from '../blocks/index.ts';
import { findCollectionByUrlId, listNavigation, type CollectionRecord } from '../catalog/index.ts';
import { hiddenCollectionIds, isServedToVisitors, readSiteChrome } from '../content/index.ts';
import { publishedDocument } from '../editor/index.ts';
import type { ContentAccess } from '../member-areas/index.ts';
import type { Website } from '../site/index.ts';
import { blockResolvers } from './block-resolvers.ts';
import { PAGE_TITLES } from './messages.ts';
import type { PagePreview, ResolvedPage } from './resolved-page.ts';
import { siteContext } from './site-context.ts';

/*
 * What every page kind of the pages feature is told about the page being built (features/pages/kinds):
 * the request's path and query, the viewer's access, the site's navigation, and the builders every
 * page shares (the site's context around a page, the not-found page, a document's blocks).
 */

const URL_ID = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** A kind's view of the page being built. */
export interface PageScope {
  db: Kysely<Schema>;
  website: Website;
  /** Decoded, without a trailing slash. */
  path: string;
  /** `path` split on `/`, empty parts dropped. */
  segments: string[];
  query: Record<string, unknown>;
  /** What the viewer may read (member areas). */
  access: ContentAccess;
  now: number;
  preview: PagePreview | undefined;
  /** The navigation bar's collections (draft and private ones left out). */
  navigation: CollectionRecord[];
  /** Collections visitors cannot reach (draft, private, not yet scheduled). */
  hidden: ReadonlySet<string>;
  /**
   * The collection `/<collection>[/<item>]` names when visitors may reach it (`/` names `home`; the
   * previewed page is reachable), else null. Read once, however many kinds ask.
   */
  collection(): Promise<CollectionRecord | null>;
  /** Whether a post is served: published and live, or the one previewed. */
  servedPost(post: { id: string; status: string; publishAt: number | null }): boolean;
  /**
   * The blocks of a published (or previewed) document, for the theme to show instead of the HTML
   * body. `pageDocument` tells the theme a document exists, so one published with no block shows
   * none (rather than the HTML body it replaced).
   */
  sections(kind: EditorTargetKind, id: string): Promise<{ pageDocument?: true; pageSections?: Record<string, unknown>[] }>;
  /** A 200 page in the site's context; the site's name is appended to the title. */
  page(template: string, pageType: PageTypeCode, title: string, extra: Record<string, unknown>, description?: string): ResolvedPage;
  /** Another feature's page (infra/page-extensions.ts) in the site's context. */
  extensionPage(extension: ExtensionPage): ResolvedPage;
  /** The not-found page (100). */
  notFound(): ResolvedPage;
}

/** Options of {@link pageScope}. */
export interface PageScopeOptions {
  now: number;
  preview?: PagePreview | undefined;
}

/** Reads what every page of `path` needs (navigation, hidden collections, header and footer) and makes the scope. */
export async function pageScope(db: Kysely<Schema>, website: Website, path: string, query: Record<string, unknown>, access: ContentAccess, { now, preview }: PageScopeOptions): Promise<PageScope> {
  const [allNavigation, hidden, chrome] = await Promise.all([
    listNavigation(db, website.id),
    hiddenCollectionIds(db, website.id, now),
    readSiteChrome(db, website.id),
  ]);
  // The previewed page shows though visitors cannot see it yet (its navigation link stays hidden).
  const reachable = preview ? new Set([...hidden].filter((id) => id !== preview.collectionId)) : hidden;
  // Draft and private pages leave the visitors' navigation bar.
  const navigation = hidden.size ? allNavigation.filter((collection) => !hidden.has(collection.id)) : allNavigation;
  const base = siteContext(website, navigation, path, chrome);
  const segments = path.split('/').filter(Boolean);
  const page: PageScope['page'] = (template, pageType, title, extra, description = '') => ({
    status: 200,
    template,
    title: title === website.name ? title : `${title} — ${website.name}`,
    description,
    context: { ...base, pageType, ...extra },
  });
  let collection: Promise<CollectionRecord | null> | undefined;
  const findCollection = async (): Promise<CollectionRecord | null> => {
    if (segments.length > 2 || segments.some((segment) => !URL_ID.test(segment))) return null;
    const found = await findCollectionByUrlId(db, website.id, segments[0] ?? 'home');
    if (!found || !found.enabled || reachable.has(found.id) || (segments.length === 1 && segments[0] === 'home')) return null;
    return found;
  };
  return {
    db,
    website,
    path,
    segments,
    query,
    access,
    now,
    preview,
    navigation,
    hidden,
    collection: () => (collection ??= findCollection()),
    servedPost: (post) => isServedToVisitors(post.status, post.publishAt, now) || (preview?.kind === 'posts' && preview.id === post.id),
    sections: async (kind, id) => {
      const document = preview?.kind === kind && preview.id === id ? preview.document : await publishedDocument(db, website.id, kind, id);
      if (!document) return {};
      return { pageDocument: true, ...(await documentContext(db, website, document, blockResolvers(db, website, access, hidden, now))) };
    },
    page,
    extensionPage: (extension) => {
      const built = page(extension.template, extension.pageType as PageTypeCode, extension.title, extension.context, extension.description ?? '');
      return { ...built, status: extension.status, ...(extension.private ? { private: true } : {}), ...(extension.headTags ? { headTags: extension.headTags } : {}) };
    },
    notFound: () => ({
      status: 404,
      template: 'not-found',
      title: `${PAGE_TITLES.notFound} — ${website.name}`,
      description: '',
      context: { ...base, pageType: PAGE_TYPES.NOT_FOUND },
    }),
  };
}
