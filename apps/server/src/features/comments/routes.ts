import { deleteLike, getCommentThread, getLikes, postComment, postLike } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { hitRule, limitReached, rateLimit, type RateLimitRule } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';
import { addComment, readThread } from './comment-service.ts';
import { like, readLikes, unlike } from './like-service.ts';
import { COMMENT_MESSAGES } from './messages.ts';

/*
 * The visitor's comment and like calls (docs/comments-api.md). Writes need the crumb; comments are
 * rate limited per visitor (crumb, else address) before anything else is checked, so a flood of
 * bad captchas is refused as a flood.
 */

/** Comments per visitor: a conversation, not a flood. */
export const COMMENT_LIMIT: RateLimitRule = { name: 'comment', limit: 5, windowMs: 60_000 };
/** Like and unlike calls per visitor. */
export const LIKE_LIMIT: RateLimitRule = { name: 'like', limit: 30, windowMs: 60_000 };

/** Registers the thread, comment and like routes. */
export function registerCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(getCommentThread.path, { config: { access: getCommentThread.access } }, async (request, reply) => {
    const { itemId } = getCommentThread.params.parse(request.params);
    reply.header('cache-control', 'private, no-store');
    return readThread(deps, request, siteOf(request), itemId);
  });

  app.post(postComment.path, { config: { access: postComment.access }, preHandler: [requireCrumb] }, async (request, reply) => {
    const result = await hitRule(deps.db, COMMENT_LIMIT, request);
    if (!result.allowed) throw limitReached(result, COMMENT_MESSAGES.tooMany);
    const { itemId } = postComment.params.parse(request.params);
    const body = postComment.body.parse(request.body ?? {});
    return reply.code(201).send(await addComment(deps, request, siteOf(request), itemId, body));
  });

  app.get(getLikes.path, { config: { access: getLikes.access } }, async (request, reply) => {
    const { itemId } = getLikes.params.parse(request.params);
    reply.header('cache-control', 'private, no-store');
    return readLikes(deps, request, siteOf(request), itemId);
  });

  app.post(postLike.path, { config: { access: postLike.access }, preHandler: [requireCrumb, rateLimit(deps.db, LIKE_LIMIT)] }, async (request, reply) => {
    const { itemId } = postLike.params.parse(request.params);
    const { created, likes } = await like(deps, request, siteOf(request), itemId);
    return reply.code(created ? 201 : 200).send(likes);
  });

  app.delete(deleteLike.path, { config: { access: deleteLike.access }, preHandler: [requireCrumb, rateLimit(deps.db, LIKE_LIMIT)] }, async (request) => {
    const { itemId } = deleteLike.params.parse(request.params);
    return unlike(deps, request, siteOf(request), itemId);
  });
}
