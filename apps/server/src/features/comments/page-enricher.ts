import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { IslandRenderer } from '../../infra/islands.ts';
import type { PageExtensions, PageRequestInfo } from '../../infra/page-extensions.ts';
import { requestOrigin } from '../site/index.ts';
import { collectionTakesComments, commentSiteSettings, commentStateOf, commentsShown } from './comment-state.ts';
import { approvedCommentsOf, approvedCounts } from './comments-repository.ts';
import { likeCounts } from './likes-repository.ts';
import { closedItems, getModeration } from './settings-repository.ts';
import { shareLinks, twitterFollowLink } from './share-links.ts';
import { commentThread, threadSize } from './thread.ts';

/*
 * The comments feature's part of storefront pages (an `enrichers` hook, infra/page-extensions.ts):
 * every post or item in a page's context gets its real `publicCommentCount`, `commentState` and
 * `likeCount` (platform.md §3), so the theme's comment-count, comment-link, like-button and
 * `comments?` read real figures; an item page also gets `commentsView`: the comment thread and like
 * button islands, the share links and the follow link, or the Disqus mount. Approving, deleting
 * and the settings move the content version, so the cached page follows them; a like does not
 * (the like button refreshes its count in the browser).
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasId = (value: unknown): value is Record<string, unknown> & { id: string } => isRecord(value) && typeof value.id === 'string';

/** The enricher, rendering its islands with `islands` (null: the storefront is not built; plain markup only). */
export function commentsEnricher(db: Kysely<Schema>, islands: () => Promise<IslandRenderer | null>): PageExtensions['enrichers'][number] {
  return async (info, page) => {
    if (page.status !== 200) return;
    const ctx = page.context;
    // jsont.md §10: the `disqus?` predicate reads `disqusShortName` (the formatters `disqusShortname`).
    if (isRecord(ctx.websiteSettings)) ctx.websiteSettings.disqusShortName = ctx.websiteSettings.disqusShortname ?? null;
    const item = hasId(ctx.item) ? ctx.item : null;
    const items = Array.isArray(ctx.items) ? ctx.items.filter(hasId) : [];
    const all = item ? [item, ...items] : items;
    if (all.length === 0) return;
    const websiteId = info.site.id;
    const collection = isRecord(ctx.collection) ? ctx.collection : {};
    const site = commentSiteSettings(info.site.settings);
    const moderation = await getModeration(db, websiteId);
    // Blogs, and the collections the owner opened to comments: other pages' contexts stay as they are.
    if (collection.typeName !== 'blog' && !moderation.collectionIds.includes(String(collection.id))) return;
    const ids = all.map((i) => i.id);
    const [closed, counts, likes] = await Promise.all([closedItems(db, websiteId, ids), approvedCounts(db, websiteId, ids), likeCounts(db, websiteId, ids)]);
    const takes = (entry: Record<string, unknown>) =>
      collectionTakesComments({ id: String(entry.collectionId ?? collection.id ?? ''), type: String(collection.typeName ?? '') }, moderation.collectionIds);
    for (const entry of all) {
      entry.publicCommentCount = counts.get(entry.id) ?? 0;
      entry.commentState = commentStateOf(site, takes(entry), closed.has(entry.id));
      entry.likeCount = likes.get(entry.id) ?? 0;
    }
    if (item) ctx.commentsView = await itemView(db, info, item, moderation.twitterUserName, await islands());
  };
}

/** An item page's comments, likes and sharing. */
async function itemView(db: Kysely<Schema>, info: PageRequestInfo, item: Record<string, unknown> & { id: string }, twitterUserName: string | null, islands: IslandRenderer | null) {
  const site = commentSiteSettings(info.site.settings);
  const settings = info.site.settings;
  const state = item.commentState as 0 | 1 | 2;
  const fullUrl = typeof item.fullUrl === 'string' ? item.fullUrl : info.path;
  const absoluteUrl = `${requestOrigin(info.request)}${fullUrl}`;
  const title = typeof item.title === 'string' ? item.title : '';
  const disqus = site.commentsEnabled && site.disqusShortname ? { shortname: site.disqusShortname, url: absoluteUrl, identifier: item.id } : null;
  const comments = disqus ? [] : commentThread(await approvedCommentsOf(db, info.site.id, item.id));
  // Disqus keeps its own count; ours counts what the thread shows (a reply to a hidden comment is not).
  const count = disqus ? 0 : threadSize(comments);
  if (!disqus) item.publicCommentCount = count;
  const shown = disqus !== null || commentsShown(site, state, count);
  const render = (name: string, props: object) => (islands ? islands.renderIsland(name, props) : '');
  const image = typeof item.assetUrl === 'string' && item.assetUrl.startsWith('http') ? item.assetUrl : '';
  const likeIsland = settings.simpleLikingEnabled === true ? render('LikeButton', { itemId: item.id, likeCount: Number(item.likeCount) || 0 }) : '';
  const links = shareLinks(settings.shareButtonOptions, absoluteUrl, title, image);
  const follow = twitterFollowLink(twitterUserName);
  return {
    itemId: item.id,
    shown,
    disqus,
    threadIsland: shown ? render('CommentThread', { itemId: item.id, commentState: state, publicCommentCount: count, comments, timeZone: info.site.timeZone, disqus }) : '',
    /** Whether the like, share and follow row has anything in it. */
    social: likeIsland !== '' || links.length > 0 || follow !== null,
    likeIsland,
    shareLinks: links,
    twitterFollow: follow,
  };
}
