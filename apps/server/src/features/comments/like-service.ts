import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestCrumb } from '../../infra/http/crumb.ts';
import type { Website } from '../site/index.ts';
import { visibleItem } from './comment-service.ts';
import { addLike, hasLiked, likeCounts, removeLike } from './likes-repository.ts';
import { COMMENT_MESSAGES } from './messages.ts';

/*
 * The like button (platform.md §2 "Like button", §3 likeCount): when the site has
 * `simpleLikingEnabled`, one like per visitor per post. The visitor is their crumb cookie, stored
 * hashed (the table never holds a session token). A like does not move the content version: the
 * page's count is refreshed by the island, so one like does not empty the site's page cache.
 */

/** The visitor's id for likes: a hash of their crumb (the route demands one). */
function visitorId(request: FastifyRequest): string {
  const crumb = requestCrumb(request) ?? request.ip;
  return createHash('sha256').update(crumb).digest('base64url').slice(0, 32);
}

/** The post's like count and whether this visitor liked it. */
async function likesOf(deps: AppDeps, websiteId: string, itemId: string, visitor: string) {
  const count = (await likeCounts(deps.db, websiteId, [itemId])).get(itemId) ?? 0;
  return { itemId, likeCount: count, liked: await hasLiked(deps.db, websiteId, itemId, visitor) };
}

/** @throws AppError FORBIDDEN when the site has likes off; NOT_FOUND for a post the visitor cannot see */
async function likeablePost(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  if (website.settings.simpleLikingEnabled !== true) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.likesOff);
  return (await visibleItem(deps, request, website, itemId)).item;
}

/** The like count of a post and whether this visitor liked it. */
export async function readLikes(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  return likesOf(deps, website.id, item.id, visitorId(request));
}

/** Likes a post (again: nothing changes); `created` when this call added the like. */
export async function like(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  const visitor = visitorId(request);
  const created = await addLike(deps.db, website.id, item.id, visitor, deps.now());
  return { created, likes: await likesOf(deps, website.id, item.id, visitor) };
}

/** Takes back this visitor's like. */
export async function unlike(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  const item = await likeablePost(deps, request, website, itemId);
  const visitor = visitorId(request);
  await removeLike(deps.db, website.id, item.id, visitor);
  return likesOf(deps, website.id, item.id, visitor);
}
