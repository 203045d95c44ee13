import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { MAIN_NAVIGATION, updateNavigation } from '../content/index.ts';
import { changeContent } from '../site/index.ts';
import { deleteDocuments } from './documents-repository.ts';
import { copyDocument } from './document-service.ts';
import { copyTitle, CREATED_ELSEWHERE, HOME_NOT_DELETABLE, HOME_STAYS_PUBLISHED, HOME_URL_FIXED, noSuchImage, PAGE_LISTED_TWICE, PAGE_NOT_FOUND, STORE_HAS_PRODUCTS, STORE_NOT_DUPLICABLE, urlTaken } from './messages.ts';
import { recordDocumentUsage } from './media-usage.ts';
import { pageSettings, settingsPatch, type EditorPageSettings, type EditorPageSettingsInput } from './settings.ts';
import { titleSlug, typedSlug } from './slugs.ts';
import { deleteItemRow, deletePageRow, findPage, insertPage, isMembersOnly, itemIdsOf, mediaFileExists, pageSlugs, updatePageRow, type PageRow } from './targets-repository.ts';

/*
 * Pages (collections) made, changed, copied, deleted and ordered in the navigation by the editor
 * (issue 15). Every write goes through `changeContent`: pages list each other in the navigation.
 */

type Db = Kysely<Schema> | Transaction<Schema>;

/** Tries of a creation that keeps losing url-id races. */
const ATTEMPTS = 10;

async function pageOf(db: Db, websiteId: string, id: string): Promise<PageRow> {
  const page = await findPage(db, websiteId, id);
  if (!page) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
  return page;
}

async function settingsOf(db: Db, websiteId: string, id: string): Promise<EditorPageSettings> {
  const page = await pageOf(db, websiteId, id);
  return pageSettings(page, await isMembersOnly(db, websiteId, page.id, null));
}

/** A page's settings. @throws AppError NOT_FOUND */
export function getPageSettings(db: Kysely<Schema>, websiteId: string, id: string): Promise<EditorPageSettings> {
  return settingsOf(db, websiteId, id);
}

/** A typed slug no other page has. @throws AppError INVALID (bad or reserved), CONFLICT (taken) */
async function freeTypedSlug(db: Db, websiteId: string, value: string, exceptId: string | null): Promise<string> {
  const slug = typedSlug(value);
  const page = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', slug).executeTakeFirst();
  if (page && page.id !== exceptId) throw new AppError('CONFLICT', urlTaken(value));
  return slug;
}

/** Inserts a page with a free slug: typed, or from the title (a lost race retries the next -N). */
async function insertWithSlug(db: Kysely<Schema>, websiteId: string, typed: string | undefined, make: (tx: Transaction<Schema>, urlId: string) => Promise<string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeContent(db, websiteId, async (tx) => {
        const urlId = typed ? await freeTypedSlug(tx, websiteId, typed, null) : null;
        return make(tx, urlId ?? '');
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (typed) throw new AppError('CONFLICT', urlTaken(typed));
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', CREATED_ELSEWHERE);
    }
  }
}

/**
 * Creates a page (a blank document) or a blog, as a Draft outside the navigation; its slug is the
 * typed one or comes from the title. Publishing its document makes it live.
 * @throws AppError INVALID (bad slug), CONFLICT (typed slug taken)
 */
export async function createPage(db: Kysely<Schema>, websiteId: string, input: { title: string; type: 'page' | 'blog'; urlId?: string | undefined }, now: number): Promise<EditorPageSettings> {
  const id = await insertWithSlug(db, websiteId, input.urlId?.trim() || undefined, async (tx, typed) => {
    const urlId = typed || titleSlug(input.title, await pageSlugs(tx, websiteId), input.type === 'blog' ? 'blog' : 'page');
    const id = newId();
    await insertPage(tx, websiteId, {
      id, urlId, title: input.title, navigationTitle: input.title, type: input.type, description: '', bodyHtml: '', status: 'draft',
      seoTitle: '', seoDescription: '', socialImageMediaId: null, createdAt: now,
    });
    return id;
  });
  return settingsOf(db, websiteId, id);
}

/**
 * Changes a page's settings: title, navigation title, slug, status (Scheduled with its time), SEO
 * and social image. The home page keeps its URL and stays published.
 * @throws AppError NOT_FOUND, INVALID (slug, schedule, image, home), CONFLICT (slug taken)
 */
export async function updatePage(db: Kysely<Schema>, websiteId: string, id: string, input: EditorPageSettingsInput, now: number): Promise<EditorPageSettings> {
  try {
    await changeContent(db, websiteId, async (tx) => {
      const page = await pageOf(tx, websiteId, id);
      const patch = settingsPatch(input, page, now);
      const isHome = page.url_id === 'home';
      if (isHome && input.status !== undefined && input.status !== 'published') throw new AppError('INVALID', HOME_STAYS_PUBLISHED);
      if (input.urlId !== undefined && input.urlId.trim().replace(/^\/+/, '').toLowerCase() !== page.url_id) {
        if (isHome) throw new AppError('INVALID', HOME_URL_FIXED);
        patch.url_id = await freeTypedSlug(tx, websiteId, input.urlId, page.id);
      }
      if (patch.social_image_media_id && !(await mediaFileExists(tx, websiteId, patch.social_image_media_id))) throw new AppError('INVALID', noSuchImage(patch.social_image_media_id));
      await updatePageRow(tx, websiteId, id, patch);
      await recordDocumentUsage(tx, websiteId, 'pages', id);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.urlId) throw new AppError('CONFLICT', urlTaken(input.urlId));
    throw error;
  }
  return settingsOf(db, websiteId, id);
}

/**
 * Copies a page (its settings, body and documents) as a Draft titled '<title> (copy)', outside the
 * navigation. A store is not copied (its products would be shared).
 * @throws AppError NOT_FOUND, INVALID (a store)
 */
export async function duplicatePage(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<EditorPageSettings> {
  const source = await pageOf(db, websiteId, id);
  if (source.type === 'products') throw new AppError('INVALID', STORE_NOT_DUPLICABLE);
  const title = copyTitle(source.title);
  const copyId = await insertWithSlug(db, websiteId, undefined, async (tx) => {
    const copyId = newId();
    await insertPage(tx, websiteId, {
      id: copyId, urlId: titleSlug(title, await pageSlugs(tx, websiteId), 'page'), title, navigationTitle: copyTitle(source.navigation_title),
      type: source.type === 'blog' ? 'blog' : 'page', description: source.description, bodyHtml: source.body_html, status: 'draft',
      seoTitle: source.seo_title, seoDescription: source.seo_description, socialImageMediaId: source.social_image_media_id, createdAt: now,
    });
    await copyDocument(tx, websiteId, 'pages', id, copyId, now);
    await recordDocumentUsage(tx, websiteId, 'pages', copyId);
    return copyId;
  });
  return settingsOf(db, websiteId, copyId);
}

/**
 * Deletes a page with its posts and documents. The home page stays; a store goes only once empty.
 * @throws AppError NOT_FOUND, CONFLICT (home, a store with products)
 */
export async function deletePage(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  await changeContent(db, websiteId, async (tx) => {
    const page = await pageOf(tx, websiteId, id);
    if (page.url_id === 'home') throw new AppError('CONFLICT', HOME_NOT_DELETABLE);
    const items = await itemIdsOf(tx, websiteId, page.id);
    if (page.type === 'products' && items.length) throw new AppError('CONFLICT', STORE_HAS_PRODUCTS);
    await deleteDocuments(tx, websiteId, 'posts', items);
    for (const item of items) await deleteItemRow(tx, websiteId, item);
    await deleteDocuments(tx, websiteId, 'pages', [page.id]);
    await deletePageRow(tx, websiteId, page.id);
    for (const item of page.type === 'blog' ? items : []) await recordDocumentUsage(tx, websiteId, 'posts', item);
    await recordDocumentUsage(tx, websiteId, 'pages', page.id);
  });
}

/**
 * Sets the main navigation: these pages in this order; the others leave it.
 * @throws AppError INVALID (a page twice, or not of the site)
 */
export async function reorderPages(db: Kysely<Schema>, websiteId: string, navigation: readonly string[]): Promise<string[]> {
  if (new Set(navigation).size !== navigation.length) throw new AppError('INVALID', PAGE_LISTED_TWICE);
  const layout = await updateNavigation(db, websiteId, MAIN_NAVIGATION, navigation.map((collectionId) => ({ collectionId })));
  return layout.layout[0]?.links.flatMap((link) => (link.collectionId ? [link.collectionId] : [])) ?? [];
}
