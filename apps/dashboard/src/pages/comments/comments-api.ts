/**
 * The moderation queue's and comment settings' calls (contract: @plinth/api `commentsRoutes`), in one
 * place so the views stay about views.
 */
import type { CommentStatusName, commentSettingsJson, getCommentSettings, listOwnerComments, ownerCommentJson, putCommentSettings } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type OwnerComment = z.infer<typeof ownerCommentJson>;
export type CommentQueue = z.infer<typeof listOwnerComments.response>;
export type CommentSettings = z.infer<typeof commentSettingsJson>;
export type CommentSettingsView = z.infer<typeof getCommentSettings.response>;
export type CommentSettingsChanges = z.input<typeof putCommentSettings.body>;

/** The request of one page of a status (`listOwnerComments`). */
export function queueRequest(status: CommentStatusName, cursor: string | null) {
  return { query: { status, cursor: cursor || undefined } };
}

/** `listOwnerComments`: one page of a status. */
export function loadQueue(api: ApiClient, status: CommentStatusName, cursor: string | null): Promise<CommentQueue> {
  return api.call('listOwnerComments', queueRequest(status, cursor));
}

/** Approve or mark as spam. */
export async function moderate(api: ApiClient, id: string, action: 'approve' | 'spam'): Promise<OwnerComment> {
  return (await api.call(action === 'approve' ? 'approveComment' : 'markCommentSpam', { params: { id } })).comment;
}

/** Delete with its replies; how many went. */
export async function deleteComment(api: ApiClient, id: string): Promise<number> {
  return (await api.call('deleteComment', { params: { id } })).deleted;
}

/** Close or open comments on a post. */
export function setPostClosed(api: ApiClient, itemId: string, closed: boolean): Promise<{ itemId: string; commentState: number }> {
  return api.call('setCommentState', { params: { itemId }, body: { closed } });
}

/** `getCommentSettings`. */
export function loadSettings(api: ApiClient): Promise<CommentSettingsView> {
  return api.call('getCommentSettings');
}

/** `putCommentSettings`. */
export function saveSettings(api: ApiClient, changes: CommentSettingsChanges): Promise<CommentSettings> {
  return api.call('putCommentSettings', { body: changes });
}
