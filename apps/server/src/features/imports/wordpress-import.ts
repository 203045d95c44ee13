import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { createCollection, createItem } from '../catalog/index.ts';
import { redirectKey } from '../redirects/index.ts';
import { changeContent, slugify } from '../site/index.ts';
import { PictureProblem } from './fetch-picture.ts';
import { sanitizeImportedHtml } from './imported-html.ts';
import { findImported, rememberImported } from './records-repository.ts';
import type { KindRun } from './runner.ts';
import { wxrRecords, type WxrItem } from './wxr-reader.ts';

/*
 * A WordPress export into the site (issue 34): posts into the blog at /blog/<post_name>, pages at
 * /<post_name>, each with its status (a draft stays a draft, private stays private, a future post is
 * scheduled), categories, tags, author, excerpt, publish date and featured image, its approved
 * comments with their threads, its rich text cleaned to the editor's blocks, its pictures brought
 * home and links to the old site's posts and pages pointed at their new addresses; and a
 * redirect from each old address. The file is read twice as a stream: first for where everything
 * goes (a small index), then to write.
 */

const RECORD = { post: 'wordpress:post:', page: 'wordpress:page:', comment: 'wordpress:comment:' };

/** Where each post and page of the file goes. */
interface SiteIndex {
  baseUrl: string;
  host: string;
  authors: Map<string, string>;
  attachments: Map<string, string>;
  /** An old path's key → the new path. */
  byOldPath: Map<string, string>;
  /** A WordPress post id → the new path. */
  byPostId: Map<string, string>;
}

function statusOf(item: WxrItem): { status: string; publishAt: number | null } | null {
  switch (item.status) {
    case 'publish':
      return { status: 'published', publishAt: null };
    case 'draft':
      return { status: 'draft', publishAt: null };
    case 'pending':
      return { status: 'needs-review', publishAt: null };
    case 'private':
      return { status: 'private', publishAt: null };
    case 'future':
      return { status: 'scheduled', publishAt: dateOf(item) };
    default:
      return null;
  }
}

/** The publish date: post_date_gmt (UTC), else pubDate; null for a draft that never had one. */
function dateOf(item: WxrItem): number | null {
  const gmt = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(item.postDateGmt);
  if (gmt && !item.postDateGmt.startsWith('0000')) return Date.parse(`${gmt[1]}T${gmt[2]}Z`);
  const pub = Date.parse(item.pubDate);
  return Number.isFinite(pub) ? pub : null;
}

function slugOf(item: WxrItem): string {
  return slugify(item.postName || item.title) || `post-${item.postId}`;
}

/** An address's path, when it is on the old site (or already a path). */
function oldPathOf(href: string, index: Pick<SiteIndex, 'host'>): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href.split(/[?#]/)[0] as string;
  try {
    const url = new URL(href);
    if (url.hostname.toLowerCase() !== index.host) return null;
    return url.pathname;
  } catch {
    return null;
  }
}

/** The new address of a link to the old site (`/2020/01/hello/`, `?p=12`, `?page_id=3`), or the link unchanged. */
function rewriteLink(href: string, index: SiteIndex): string {
  const path = oldPathOf(href, index);
  if (path === null) return href;
  const byPath = index.byOldPath.get(redirectKey(path));
  if (byPath) return byPath;
  const id = /[?&](?:p|page_id)=(\d+)/.exec(href)?.[1];
  return (id && index.byPostId.get(id)) || href;
}

function plainText(html: string): string {
  return sanitizeImportedHtml(html)
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|li|h\d|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The blog posts go into: the site's `/blog` blog, its first blog, or a new one at /blog. */
async function blogOf(db: Kysely<Schema>, websiteId: string, now: number): Promise<{ id: string; url: string }> {
  const blogs = await db.selectFrom('collections').select(['id', 'url_id']).where('website_id', '=', websiteId).where('type', '=', 'blog').orderBy('created_at').orderBy('id').execute();
  const blog = blogs.find((b) => b.url_id === 'blog') ?? blogs[0];
  if (blog) return { id: blog.id, url: `/${blog.url_id}` };
  const taken = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'blog').executeTakeFirst();
  const urlId = taken ? 'journal' : 'blog';
  return { id: await createCollection(db, websiteId, { urlId, title: 'Blog', type: 'blog', navIndex: null, now }), url: `/${urlId}` };
}

/** Runs a wordpress import. */
export async function importWordpress(run: KindRun): Promise<void> {
  const { deps, job, tally } = run;
  const { db } = deps;
  let size = 0;
  const now = deps.now();
  const blog = await blogOf(db, job.websiteId, now);
  // Pages' addresses taken by something other than a page this import made.
  const collections = await db.selectFrom('collections').select(['id', 'url_id']).where('website_id', '=', job.websiteId).execute();
  const collectionByUrl = new Map(collections.map((c) => [c.url_id, c.id]));

  // Pass 1: where everything goes.
  const index: SiteIndex = { baseUrl: '', host: '', authors: new Map(), attachments: new Map(), byOldPath: new Map(), byPostId: new Map() };
  const pageUrls = new Map<string, string>();
  for await (const record of wxrRecords(job.path, (bytes) => run.read((size = bytes) * 0.3))) {
    if (record.kind === 'site') {
      index.baseUrl = record.baseUrl;
      try {
        index.host = new URL(record.baseUrl).hostname.toLowerCase();
      } catch {
        index.host = '';
      }
    } else if (record.kind === 'author') index.authors.set(record.login, record.displayName);
    else {
      const item = record.item;
      if (item.postType === 'attachment' && item.attachmentUrl) index.attachments.set(item.postId, item.attachmentUrl);
      if (!statusOf(item) || (item.postType !== 'post' && item.postType !== 'page')) continue;
      let path: string;
      if (item.postType === 'post') path = `${blog.url}/${slugOf(item)}`;
      else {
        const made = await findImported(db, job.websiteId, `${RECORD.page}${item.postId}`);
        let urlId = slugOf(item);
        const holder = collectionByUrl.get(urlId);
        if (holder && holder !== made) urlId = `${urlId}-page`;
        pageUrls.set(item.postId, urlId);
        path = `/${urlId}`;
      }
      index.byPostId.set(item.postId, path);
      const old = oldPathOf(item.link, index);
      if (old) index.byOldPath.set(redirectKey(old), path);
      if (old && redirectKey(old) !== redirectKey(path)) run.redirects.push({ from: old, to: path });
    }
  }

  // Pass 2: write.
  for await (const record of wxrRecords(job.path, (bytes) => run.read(size * 0.3 + bytes * 0.7))) {
    if (record.kind !== 'item') continue;
    const item = record.item;
    if (item.postType === 'attachment' || item.postType === 'nav_menu_item' || item.postType === 'revision') continue;
    const state = statusOf(item);
    if (item.postType !== 'post' && item.postType !== 'page') {
      tally.problem(item.line, `“${item.title || item.postName}” is a ${item.postType}, which is not imported.`);
      tally.skipped++;
      continue;
    }
    if (!state) {
      tally.skipped++;
      continue;
    }
    try {
      const html = await homeHtml(run, index, item);
      if (item.postType === 'post') await writePost(run, index, blog.id, item, state, html);
      else await writePage(run, item, state, html, pageUrls.get(item.postId) as string);
    } catch (error) {
      tally.problem(item.line, `“${item.title}” could not be saved: ${(error as Error).message}`);
      tally.skipped++;
    }
  }
}

/** The item's rich text, cleaned, with the old site's pictures brought home and its links rewritten. */
async function homeHtml(run: KindRun, index: SiteIndex, item: WxrItem): Promise<string> {
  const pictures = new Map<string, string>();
  for (const match of item.content.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) {
    const src = match[1] as string;
    // Every picture comes home, the old site's uploads and those it showed from elsewhere; a relative one is on the old site.
    const absolute = src.startsWith('/') && !src.startsWith('//') && index.baseUrl ? `${index.baseUrl.replace(/\/$/, '')}${src}` : src;
    if (pictures.has(src) || !/^https?:\/\//i.test(absolute)) continue;
    try {
      pictures.set(src, (await run.pictures.bring(absolute, item.title)).assetUrl);
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      run.tally.problem(item.line, error.message);
    }
  }
  return sanitizeImportedHtml(item.content, { link: (href) => rewriteLink(href, index), picture: (src) => pictures.get(src) ?? src });
}

async function writePost(run: KindRun, index: SiteIndex, blogId: string, item: WxrItem, state: { status: string; publishAt: number | null }, html: string): Promise<void> {
  const { deps, job, tally } = run;
  const { db } = deps;
  const now = deps.now();
  let picture: { assetUrl: string; size: string | null } | null = null;
  const thumbnail = item.meta._thumbnail_id ? index.attachments.get(item.meta._thumbnail_id) : undefined;
  if (thumbnail) {
    try {
      picture = await run.pictures.bring(thumbnail, item.title);
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      tally.problem(item.line, error.message);
    }
  }
  const wanted = {
    title: (item.title || 'Untitled').slice(0, 300),
    url_id: slugOf(item),
    excerpt: plainText(item.excerpt).slice(0, 2000),
    body_html: html,
    author_name: index.authors.get(item.creator) ?? (item.creator || null),
    published_at: dateOf(item),
    main_image_url: picture?.assetUrl ?? null,
    main_image_size: picture?.size ?? null,
    tags_json: JSON.stringify(item.categories.filter((c) => c.domain === 'post_tag').map((c) => c.name)),
    categories_json: JSON.stringify(item.categories.filter((c) => c.domain === 'category').map((c) => c.name)),
    status: state.status,
    publish_at: state.publishAt,
  };
  const key = `${RECORD.post}${item.postId}`;
  let itemId = await findImported(db, job.websiteId, key);
  if (itemId && !(await db.selectFrom('items').select('id').where('id', '=', itemId).executeTakeFirst())) itemId = undefined;
  itemId ??= (await db.selectFrom('items').select('id').where('collection_id', '=', blogId).where('url_id', '=', wanted.url_id).executeTakeFirst())?.id;
  if (!itemId) {
    itemId = await createItem(db, job.websiteId, blogId, {
      urlId: wanted.url_id,
      title: wanted.title,
      excerpt: wanted.excerpt,
      bodyHtml: wanted.body_html,
      authorName: wanted.author_name,
      publishedAt: wanted.published_at,
      mainImageUrl: wanted.main_image_url,
      mainImageSize: wanted.main_image_size,
      tags: JSON.parse(wanted.tags_json) as string[],
      categories: JSON.parse(wanted.categories_json) as string[],
      status: wanted.status,
      publishAt: wanted.publish_at,
      now,
    });
    await rememberImported(db, job.websiteId, key, itemId, now);
    tally.created++;
  } else {
    const id = itemId;
    const changed = await changeContent(
      db,
      job.websiteId,
      async (tx) => {
        const row = await tx.selectFrom('items').select(['title', 'url_id', 'excerpt', 'body_html', 'author_name', 'published_at', 'main_image_url', 'main_image_size', 'tags_json', 'categories_json', 'status', 'publish_at']).where('id', '=', id).executeTakeFirstOrThrow();
        await rememberImported(tx, job.websiteId, key, id, now);
        // The same picture keeps the size recorded with it.
        if (row.main_image_url === wanted.main_image_url) wanted.main_image_size = row.main_image_size;
        const differs = (Object.keys(wanted) as Array<keyof typeof wanted>).some((k) => (row[k] ?? null) !== (wanted[k] ?? null));
        if (differs) await tx.updateTable('items').set(wanted).where('id', '=', id).execute();
        return differs;
      },
      (differs) => differs,
    );
    if (changed) tally.updated++;
    else tally.skipped++;
  }
  await writeComments(run, itemId, item);
}

/** The item's approved comments, threads kept; one imported before is not imported again. */
async function writeComments(run: KindRun, itemId: string, item: WxrItem): Promise<void> {
  const { deps, job } = run;
  const { db } = deps;
  const approved = item.comments.filter((c) => c.approved === '1').sort((a, b) => Number(a.id) - Number(b.id));
  if (approved.length === 0) return;
  const made = new Map<string, string>();
  for (const comment of approved) {
    const key = `${RECORD.comment}${comment.id}`;
    const before = await findImported(db, job.websiteId, key);
    if (before) {
      made.set(comment.id, before);
      continue;
    }
    const id = newId();
    const parentId = comment.parentId !== '0' ? (made.get(comment.parentId) ?? null) : null;
    const created = Date.parse(`${comment.dateGmt.replace(' ', 'T')}Z`);
    const now = deps.now();
    await changeContent(db, job.websiteId, async (tx) => {
      await tx
        .insertInto('comments')
        .values({ id, website_id: job.websiteId, item_id: itemId, parent_id: parentId, author_name: (comment.author || 'Anonymous').slice(0, 100), site_user_id: null, body: plainText(comment.content).slice(0, 5000), status: 'approved', created_at: Number.isFinite(created) ? created : now })
        .execute();
      await rememberImported(tx, job.websiteId, key, id, now);
    });
    made.set(comment.id, id);
  }
}

async function writePage(run: KindRun, item: WxrItem, state: { status: string; publishAt: number | null }, html: string, urlId: string): Promise<void> {
  const { deps, job, tally } = run;
  const { db } = deps;
  const now = deps.now();
  const key = `${RECORD.page}${item.postId}`;
  const title = (item.title || 'Untitled').slice(0, 300);
  let id = await findImported(db, job.websiteId, key);
  if (id && !(await db.selectFrom('collections').select('id').where('id', '=', id).executeTakeFirst())) id = undefined;
  if (!id) {
    id = await createCollection(db, job.websiteId, { urlId, title, type: 'page', bodyHtml: html, navIndex: null, now });
    const made = id;
    await changeContent(db, job.websiteId, async (tx) => {
      await tx.updateTable('collections').set({ status: state.status, publish_at: state.publishAt }).where('id', '=', made).execute();
      await rememberImported(tx, job.websiteId, key, made, now);
    });
    tally.created++;
    return;
  }
  const pageId = id;
  const wanted = { title, navigation_title: title, url_id: urlId, body_html: html, status: state.status, publish_at: state.publishAt };
  const changed = await changeContent(
    db,
    job.websiteId,
    async (tx) => {
      const row = await tx.selectFrom('collections').select(['title', 'navigation_title', 'url_id', 'body_html', 'status', 'publish_at']).where('id', '=', pageId).executeTakeFirstOrThrow();
      const differs = (Object.keys(wanted) as Array<keyof typeof wanted>).some((k) => (row[k] ?? null) !== (wanted[k] ?? null));
      if (differs) await tx.updateTable('collections').set(wanted).where('id', '=', pageId).execute();
      return differs;
    },
    (differs) => differs,
  );
  if (changed) tally.updated++;
  else tally.skipped++;
}
