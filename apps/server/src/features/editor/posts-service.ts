import type { Kysely, Transaction } from 'kysely';
import { createItem, type NewItem } from '../catalog/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { deleteDocuments } from './documents-repository.ts';
import { copyDocument } from './document-service.ts';
import { BLOG_NOT_FOUND, copyTitle, CREATED_ELSEWHERE, noSuchImage, POST_NOT_FOUND, urlTaken } from './messages.ts';
import { recordDocumentUsage } from './media-usage.ts';
import { itemSettings, postOf, settingsPatch, type EditorPageSettings, type EditorPageSettingsInput, type EditorPost } from './settings.ts';
import { titleSlug, typedSlug } from './slugs.ts';
import { deleteItemRow, findPage, findPost, isMembersOnly, itemSlugs, listPostRows, mediaFileExists, updateItemRow } from './targets-repository.ts';

/*
 * Blog posts made, changed, copied and deleted by the editor (issue 15). A post has the statuses of
 * a page; its slug is unique in its blog. Writes go through `changeContent` (the blog lists them).
 */

type Db = Kysely<Schema> | Transaction<Schema>;

const ATTEMPTS = 10;

async function blogOf(db: Db, websiteId: string, id: string) {
  const blog = await findPage(db, websiteId, id);
  if (!blog || blog.type !== 'blog') throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  return blog;
}

async function postRow(db: Db, websiteId: string, id: string) {
  const post = await findPost(db, websiteId, id);
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return post;
}

/** A post's settings and its list entry. @throws AppError NOT_FOUND */
export async function getPost(db: Db, websiteId: string, id: string): Promise<{ page: EditorPageSettings; post: EditorPost }> {
  const row = await postRow(db, websiteId, id);
  return { page: itemSettings(row, await isMembersOnly(db, websiteId, row.collection_id, row.id)), post: postOf(row, row.collection_url_id) };
}

/** A blog's posts, newest first. @throws AppError NOT_FOUND (not a blog of the site) */
export async function listPosts(db: Kysely<Schema>, websiteId: string, blogId: string): Promise<EditorPost[]> {
  const blog = await blogOf(db, websiteId, blogId);
  return (await listPostRows(db, websiteId, blog.id)).map((row) => postOf(row, blog.url_id));
}

/** The post's fields, without its slug. */
type PostFields = Omit<NewItem, 'urlId'>;

/** Inserts a post with a free slug: typed, or from the title (a lost race retries the next -N). */
async function insertPost(db: Kysely<Schema>, websiteId: string, blogId: string, typed: string | undefined, fields: PostFields): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeContent(db, websiteId, async (tx) => {
        const taken = await itemSlugs(tx, blogId);
        const urlId = typed ? typedSlug(typed, false) : titleSlug(fields.title, taken, 'post', false);
        if (typed && taken.includes(urlId)) throw new AppError('CONFLICT', urlTaken(typed));
        return createItem(tx, websiteId, blogId, { ...fields, urlId });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (typed) throw new AppError('CONFLICT', urlTaken(typed));
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', CREATED_ELSEWHERE);
    }
  }
}

/**
 * Creates a Draft post in a blog; its slug is the typed one or comes from the title (next free -N).
 * @throws AppError NOT_FOUND (blog), INVALID (slug), CONFLICT (typed slug taken)
 */
export async function createPost(db: Kysely<Schema>, websiteId: string, blogId: string, input: { title: string; urlId?: string | undefined }, now: number): Promise<EditorPost> {
  const blog = await blogOf(db, websiteId, blogId);
  const typed = input.urlId?.trim() || undefined;
  const id = await insertPost(db, websiteId, blog.id, typed, { title: input.title, status: 'draft', now });
  return (await getPost(db, websiteId, id)).post;
}

/**
 * Changes a post's settings (and its excerpt).
 * @throws AppError NOT_FOUND, INVALID (slug, schedule, image), CONFLICT (slug taken)
 */
export async function updatePost(db: Kysely<Schema>, websiteId: string, id: string, input: EditorPageSettingsInput & { excerpt?: string | undefined }, now: number): Promise<{ page: EditorPageSettings; post: EditorPost }> {
  try {
    await changeContent(db, websiteId, async (tx) => {
      const post = await postRow(tx, websiteId, id);
      const patch = settingsPatch(input, post, now);
      if (input.excerpt !== undefined) patch.excerpt = input.excerpt;
      // A post's date is when it went live: its scheduled time, or now when first published by hand.
      if (patch.publish_at) patch.published_at = patch.publish_at;
      else if (input.status === 'published' && post.published_at === null) patch.published_at = now;
      if (input.urlId !== undefined && input.urlId.trim().replace(/^\/+/, '').toLowerCase() !== post.url_id) {
        const slug = typedSlug(input.urlId, false);
        if ((await itemSlugs(tx, post.collection_id)).includes(slug)) throw new AppError('CONFLICT', urlTaken(input.urlId));
        patch.url_id = slug;
      }
      if (patch.social_image_media_id && !(await mediaFileExists(tx, websiteId, patch.social_image_media_id))) throw new AppError('INVALID', noSuchImage(patch.social_image_media_id));
      await updateItemRow(tx, websiteId, id, patch);
      await recordDocumentUsage(tx, websiteId, 'posts', id);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.urlId) throw new AppError('CONFLICT', urlTaken(input.urlId));
    throw error;
  }
  return getPost(db, websiteId, id);
}

/** Copies a post (fields and documents) as a Draft titled '<title> (copy)'. @throws AppError NOT_FOUND */
export async function duplicatePost(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<EditorPost> {
  const source = await postRow(db, websiteId, id);
  const title = copyTitle(source.title);
  const copyId = await insertPost(db, websiteId, source.collection_id, undefined, {
    title,
    excerpt: source.excerpt,
    bodyHtml: source.body_html,
    authorName: source.author_name,
    mainImageUrl: source.main_image_url,
    mainImageSize: source.main_image_size,
    tags: JSON.parse(source.tags_json) as string[],
    categories: JSON.parse(source.categories_json) as string[],
    status: 'draft',
    now,
  });
  await changeContent(db, websiteId, async (tx) => {
    await updateItemRow(tx, websiteId, copyId, { seo_title: source.seo_title, seo_description: source.seo_description, social_image_media_id: source.social_image_media_id });
    await copyDocument(tx, websiteId, 'posts', id, copyId, now);
    await recordDocumentUsage(tx, websiteId, 'posts', copyId);
  });
  return (await getPost(db, websiteId, copyId)).post;
}

/** Deletes a post and its documents. @throws AppError NOT_FOUND */
export async function deletePost(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  await changeContent(db, websiteId, async (tx) => {
    const post = await postRow(tx, websiteId, id);
    await deleteDocuments(tx, websiteId, 'posts', [post.id]);
    await deleteItemRow(tx, websiteId, post.id);
    await recordDocumentUsage(tx, websiteId, 'posts', post.id);
  });
}
