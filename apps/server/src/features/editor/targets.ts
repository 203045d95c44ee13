import type { EditorTargetKind } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { PAGE_NOT_FOUND, POST_NOT_FOUND, PRODUCT_NOT_FOUND } from './messages.ts';
import { findPage, findPost, findProductItem } from './targets-repository.ts';

/* What a document belongs to: a page, a blog post or a product, found on the owner's site only. */

/** A page, post or product as the editor needs it. */
export interface EditorTarget {
  kind: EditorTargetKind;
  id: string;
  title: string;
  /** Where visitors read it. */
  fullUrl: string;
  /** Its HTML body from before the editor (the seed's, or a product description). */
  bodyHtml: string;
  status: string;
  /** The page itself, or the blog or store of a post or product. */
  collectionId: string;
}

/** '/' for the home page, else '/<urlId>'. */
export function pageUrl(urlId: string): string {
  return urlId === 'home' ? '/' : `/${urlId}`;
}

/**
 * The target of the site, or undefined.
 */
export async function findTarget(db: Kysely<Schema> | Transaction<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorTarget | undefined> {
  if (kind === 'pages') {
    const page = await findPage(db, websiteId, id);
    return page && { kind, id, title: page.title, fullUrl: pageUrl(page.url_id), bodyHtml: page.body_html, status: page.status, collectionId: page.id };
  }
  const item = kind === 'posts' ? await findPost(db, websiteId, id) : await findProductItem(db, websiteId, id);
  return item && { kind, id, title: item.title, fullUrl: `${pageUrl(item.collection_url_id)}/${item.url_id}`, bodyHtml: item.body_html, status: item.status, collectionId: item.collection_id };
}

const NOT_FOUND: Readonly<Record<EditorTargetKind, string>> = { pages: PAGE_NOT_FOUND, posts: POST_NOT_FOUND, products: PRODUCT_NOT_FOUND };

/** The target of the site. @throws AppError NOT_FOUND ('That page does not exist.' …) */
export async function targetOf(db: Kysely<Schema> | Transaction<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorTarget> {
  const target = await findTarget(db, websiteId, kind, id);
  if (!target) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  return target;
}
