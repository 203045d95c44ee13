/**
 * The comment and like calls of the islands (docs/comments-api.md): the thread, posting a comment or
 * reply, the like count and liking. Nothing throws: a failure is the message to show.
 */
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import { deleteLike } from '@plinth/api/client/routes/deleteLike';
import { getCommentThread } from '@plinth/api/client/routes/getCommentThread';
import { getLikes } from '@plinth/api/client/routes/getLikes';
import { postComment } from '@plinth/api/client/routes/postComment';
import { postLike } from '@plinth/api/client/routes/postLike';
import { MESSAGES } from '@plinth/commerce';
import { jsonCall as defaultCall, type ApiFailure, type JsonCall } from '../api/json-call.ts';

export type CommentThreadJson = RouteAnswer<'getCommentThread'>;
export type LikesJson = RouteAnswer<'getLikes'>;
export type PostedComment = RouteAnswer<'postComment'>;
export type CommentPayload = RouteRequest<'postComment'>['body'];

/** The text of a failed call: the server's message when it gave one. */
export function failureText(failure: ApiFailure): string {
  if (failure.serverMessage) return failure.serverMessage;
  return failure.status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain;
}

/** A post's approved thread, the count and what this visitor needs to comment; null when it did not answer. */
export async function fetchThread(itemId: string, call: JsonCall = defaultCall): Promise<CommentThreadJson | null> {
  const result = await call(getCommentThread, { params: { itemId } });
  return result.ok ? result.value : null;
}

/** Posts a comment or reply: the stored comment and the text to show, or the failure's text. */
export async function sendComment(itemId: string, payload: CommentPayload, call: JsonCall = defaultCall): Promise<{ ok: true; value: PostedComment } | { ok: false; message: string }> {
  const result = await call(postComment, { params: { itemId }, body: payload });
  return result.ok ? result : { ok: false, message: failureText(result.failure) };
}

/** The like count and whether this visitor liked the post; null when it did not answer. */
export async function fetchLikes(itemId: string, call: JsonCall = defaultCall): Promise<LikesJson | null> {
  const result = await call(getLikes, { params: { itemId } });
  return result.ok ? result.value : null;
}

/** Likes (or takes back the like of) a post: the new figures, or the failure's text. */
export async function sendLike(itemId: string, liked: boolean, call: JsonCall = defaultCall): Promise<{ ok: true; value: LikesJson } | { ok: false; message: string }> {
  const result = await call(liked ? postLike : deleteLike, { params: { itemId } });
  return result.ok ? result : { ok: false, message: failureText(result.failure) };
}
