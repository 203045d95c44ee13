import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { mediaById } from '../media/index.ts';
import type { ResolvedPage } from './resolved-page.ts';
import { pageSummary } from './page-summary.ts';

/*
 * A page's own SEO settings from the editor (issue 15): its SEO title and description replace the
 * page's <title> and description, and a social image becomes its og:image.
 */

/** What the editor's settings give a page, post or product. */
export interface SeoSettings {
  seoTitle: string;
  seoDescription: string;
  socialImageMediaId: string | null;
}

/** The page with its SEO title, description and social image applied (unset ones leave it as it was; a description falls back to the page's first words). */
export async function withSeo(db: Kysely<Schema>, websiteId: string, page: ResolvedPage, seo: SeoSettings): Promise<ResolvedPage> {
  const image = seo.socialImageMediaId ? await mediaById(db, websiteId, seo.socialImageMediaId) : undefined;
  return {
    ...page,
    title: seo.seoTitle || page.title,
    // Written by the owner, else the page's own, else the words its blocks begin with.
    description: seo.seoDescription || page.description || pageSummary(page.context.pageSections),
    ...(image ? { socialImage: image.assetUrl } : {}),
  };
}
