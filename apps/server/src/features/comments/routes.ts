import { deleteLike, getCommentThread, getLikes, postComment, postLike } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
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
  // Every comment call counts, a malformed one too: counted before mount reads its input.
  const countComment = async (request: FastifyRequest): Promise<void> => {
    const result = await hitRule(deps.db, COMMENT_LIMIT, request);
    if (!result.allowed) throw limitReached(result, COMMENT_MESSAGES.tooMany);
  };

  mount(app, getCommentThread, async ({ params: { itemId }, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return readThread(deps, request, siteOf(request), itemId);
  });

  mount(app, postComment, async ({ params: { itemId }, body, request }) => addComment(deps, request, siteOf(request), itemId, body), {
    preHandler: [requireCrumb, countComment, absentBodyAsEmpty],
  });

  mount(app, getLikes, async ({ params: { itemId }, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return readLikes(deps, request, reply, siteOf(request), itemId);
  });

  mount(app, postLike, async ({ params: { itemId }, request, reply }) => {
    const { created, likes } = await like(deps, request, reply, siteOf(request), itemId);
    // The first like is created (201); a second one changes nothing (the contract's 200).
    if (created) reply.code(201);
    return likes;
  }, { preHandler: [requireCrumb, rateLimit(deps.db, LIKE_LIMIT)] });

  mount(app, deleteLike, async ({ params: { itemId }, request }) => unlike(deps, request, siteOf(request), itemId), { preHandler: [requireCrumb, rateLimit(deps.db, LIKE_LIMIT)] });
}
