import type { FastifyRequest } from 'fastify';
import type { postComment } from '@plinth/api';
import type { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { newId } from '../../infra/database/ids.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { isServedToVisitors } from '../content/index.ts';
import { captchaConfig, verifyCaptcha } from '../captcha/index.ts';
import { requestContentAccess } from '../member-areas/index.ts';
import { requestOrigin, type Website } from '../site/index.ts';
import { commenterOf, needsCaptcha, type Commenter } from './commenter.ts';
import { collectionTakesComments, commentSiteSettings, commentStateOf, type CommentState } from './comment-state.ts';
import { approvedCommentsOf, findComment, type CommentRow } from './comments-repository.ts';
import { findCommentableItem, type CommentableItem } from './items-repository.ts';
import { CAPTCHA_FAILED, CAPTCHA_INCOMPLETE, CAPTCHA_UNAVAILABLE, COMMENT_MESSAGES } from './messages.ts';
import { saveComment } from './save-comment.ts';
import { closedItems, getModeration } from './settings-repository.ts';
import { commentThread, threadSize } from './thread.ts';

/* A visitor's side of comments: reading a post's thread, and commenting or replying. */

/** The item a visitor may see, with its comment state; 404 for one they may not (unknown, draft, members-only). */
export async function visibleItem(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string): Promise<{ item: CommentableItem; state: CommentState }> {
  const item = await findCommentableItem(deps.db, website.id, itemId);
  const now = deps.now();
  if (!item || !item.collectionEnabled || !isServedToVisitors(item.status, item.publishAt, now)) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.itemNotFound);
  const access = await requestContentAccess(deps.db, request, now);
  if (!access.canRead({ collectionId: item.collectionId, itemId: item.id })) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.itemNotFound);
  const moderation = await getModeration(deps.db, website.id);
  const closed = (await closedItems(deps.db, website.id, [item.id])).has(item.id);
  const takes = collectionTakesComments({ id: item.collectionId, type: item.collectionType }, moderation.collectionIds);
  return { item, state: commentStateOf(commentSiteSettings(website.settings as unknown as Record<string, unknown>), takes, closed) };
}

/** Whether the site's captcha works (ALTCHA by default; a hosted one once set up): then anonymous comments need it. */
async function siteHasCaptcha(deps: AppDeps, websiteId: string): Promise<boolean> {
  return !(await captchaConfig(deps.db, websiteId)).error;
}

/** A post's approved thread for a visitor, and what they need to comment. */
export async function readThread(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string) {
  const { item, state } = await visibleItem(deps, request, website, itemId);
  const thread = commentThread(await approvedCommentsOf(deps.db, website.id, item.id));
  const commenter = await commenterOf(deps.db, request, website.id, deps.now());
  const captcha = needsCaptcha(commenter) && (await siteHasCaptcha(deps, website.id));
  return { itemId: item.id, publicCommentCount: threadSize(thread), commentState: state, comments: thread, viewer: { name: commenter.name, captcha } };
}

/**
 * Checks the captcha of an anonymous comment when the site has one (an ALTCHA token is spent).
 * @throws AppError INVALID (no token, or it did not verify); UNAVAILABLE (the hosted provider did not answer)
 */
async function checkCaptcha(deps: AppDeps, websiteId: string, commenter: Commenter, token: string | undefined, remoteIp: string): Promise<void> {
  if (!needsCaptcha(commenter) || !(await siteHasCaptcha(deps, websiteId))) return;
  if (!token) throw new AppError('INVALID', CAPTCHA_INCOMPLETE);
  const verdict = await verifyCaptcha(deps.db, websiteId, token, remoteIp, deps.now());
  if (verdict === 'unavailable') throw new AppError('UNAVAILABLE', CAPTCHA_UNAVAILABLE);
  if (verdict !== 'ok') throw new AppError('INVALID', CAPTCHA_FAILED);
}

/**
 * Stores a visitor's comment or reply: pending until the owner approves it, unless the site approves
 * comments at once or the commenter is trusted (then it shows, and cached pages change). The owner
 * is e-mailed about it (recorded with the comment, delivered after the commit).
 * @throws AppError NOT_FOUND (post or parent), FORBIDDEN (comments off or closed), INVALID (name, captcha)
 */
export async function addComment(deps: AppDeps, request: FastifyRequest, website: Website, itemId: string, body: z.output<typeof postComment.body>) {
  const { item, state } = await visibleItem(deps, request, website, itemId);
  if (state === 0) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notOpen);
  if (state === 2) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.closed);
  const now = deps.now();
  const commenter = await commenterOf(deps.db, request, website.id, now);
  const authorName = commenter.name ?? body.authorName;
  if (!authorName) throw new AppError('INVALID', COMMENT_MESSAGES.nameRequired);
  let parentId: string | null = null;
  if (body.parentId !== undefined) {
    const parent = await findComment(deps.db, website.id, body.parentId);
    if (!parent || parent.itemId !== item.id || parent.status !== 'approved') throw new AppError('NOT_FOUND', COMMENT_MESSAGES.parentNotFound);
    parentId = parent.id;
  }
  await checkCaptcha(deps, website.id, commenter, body.captchaToken, request.ip);

  const moderation = await getModeration(deps.db, website.id);
  const approved = moderation.autoApprove || commenter.trusted;
  const comment: CommentRow = {
    id: newId(),
    websiteId: website.id,
    itemId: item.id,
    parentId,
    authorName,
    siteUserId: commenter.siteUserId,
    body: body.body,
    status: approved ? 'approved' : 'pending',
    createdAt: now,
  };
  const saved = await saveComment(deps, website, requestOrigin(request), item, comment, moderation.notifyEmail);
  // The owner's e-mail is committed with the comment: now it goes out. A theme that cannot render it is logged, never a lost comment.
  if (saved.emailUnrendered) request.log.error({ err: saved.emailUnrendered }, 'the new-comment e-mail could not be rendered');
  await saved.deliverEmail();
  return {
    comment: { id: comment.id, status: comment.status, authorName, body: comment.body, parentId, createdAt: now },
    message: approved ? COMMENT_MESSAGES.posted : COMMENT_MESSAGES.pending,
  };
}
