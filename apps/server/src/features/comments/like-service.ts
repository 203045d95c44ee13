import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { spokenWait } from '../../infra/rate-limit/wait-message.ts';
import type { Website } from '../site/index.ts';
import { visibleItem } from './comment-service.ts';
import { likerOf, type Liker } from './liker.ts';
import { addLike, hasLiked, likeCounts, removeLike } from './likes-repository.ts';
import { COMMENT_MESSAGES, tooManyLikes } from './messages.ts';

/*
 * The like button (platform.md §2 "Like button", §3 likeCount): when the site has
 * `simpleLikingEnabled`, one like per person per post — a signed-in customer once, anyone else once
 * per server-issued visitor id (liker.ts) — and at most 3 new likes of a post per client address a
 * day, so made-up or dropped cookies add no more than that. A like does not move the content
 * version: the page's count is refreshed by the island, so one like does not empty the page cache.
 */

/** New likes of one post per client address in a day (a household, an office: a few people). */
export const LIKES_PER_ADDRESS = Object.freeze({ limit: 3, windowMs: 24 * 60 * 60_000 });

/** The post's like count and whether this liker liked it. */
async function likesOf(deps: AppDeps, websiteId: string, itemId: string, liker: Liker | null) {
  const count = (await likeCounts(deps.db, websiteId, [itemId])).get(itemId) ?? 0;
  return { itemId, likeCount: count, liked: liker ? await hasLiked(deps.db, websiteId, itemId, liker.id) : false };
}

/** @throws AppError FORBIDDEN when the site has likes off; NOT_FOUND for a post the visitor cannot see */
async function likeablePost(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  if (website.settings.simpleLikingEnabled !== true) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.likesOff);
  return (await visibleItem(deps, request, website, itemId)).item;
}

/** The like count of a post and whether this visitor liked it; a visitor without an id gets one here (the button asks first). */
export async function readLikes(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  return likesOf(deps, website.id, item.id, await likerOf(deps, request, website.id, reply));
}

/**
 * Likes a post (again: nothing changes); `created` when this call added the like.
 * @throws AppError RATE_LIMITED (429, Retry-After) for a new like past the address's 3 for this post today
 */
export async function like(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  const liker = (await likerOf(deps, request, website.id, reply)) as Liker;
  const created = await addLike(deps.db, website.id, item.id, liker.id, deps.now());
  if (created) {
    // Only a like that was added counts against the address; past the limit it is taken back.
    const counted = await hitRateLimit(deps.db, `like:${website.id}:${item.id}:${request.ip}`, { ...LIKES_PER_ADDRESS, now: deps.now() });
    if (!counted.allowed) {
      await removeLike(deps.db, website.id, item.id, liker.id);
      const wait = spokenWait(counted.retryAfterMs);
      throw new AppError('RATE_LIMITED', tooManyLikes(wait.words), undefined, { retryAfterSeconds: wait.seconds });
    }
  }
  return { created, likes: await likesOf(deps, website.id, item.id, liker) };
}

/** Takes back this visitor's like. */
export async function unlike(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  const liker = await likerOf(deps, request, website.id);
  if (liker) await removeLike(deps.db, website.id, item.id, liker.id);
  return likesOf(deps, website.id, item.id, liker);
}
