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

/** `GET /api/owner/comments`: one page of a status. */
export function loadQueue(api: ApiClient, status: CommentStatusName, cursor: string | null): Promise<CommentQueue> {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return api.get<CommentQueue>(`/api/owner/comments?${query.toString()}`);
}

/** Approve or mark as spam. */
export async function moderate(api: ApiClient, id: string, action: 'approve' | 'spam'): Promise<OwnerComment> {
  return (await api.send<{ comment: OwnerComment }>('POST', `/api/owner/comments/${encodeURIComponent(id)}/${action}`)).comment;
}

/** Delete with its replies; how many went. */
export async function deleteComment(api: ApiClient, id: string): Promise<number> {
  return (await api.send<{ deleted: number }>('DELETE', `/api/owner/comments/${encodeURIComponent(id)}`)).deleted;
}

/** Close or open comments on a post. */
export function setPostClosed(api: ApiClient, itemId: string, closed: boolean): Promise<{ itemId: string; commentState: number }> {
  return api.send('PUT', `/api/owner/comments/items/${encodeURIComponent(itemId)}/state`, { closed });
}

/** `GET /api/owner/comments/settings`. */
export function loadSettings(api: ApiClient): Promise<CommentSettingsView> {
  return api.get<CommentSettingsView>('/api/owner/comments/settings');
}

/** `PUT /api/owner/comments/settings`. */
export function saveSettings(api: ApiClient, changes: CommentSettingsChanges): Promise<CommentSettings> {
  return api.send<CommentSettings>('PUT', '/api/owner/comments/settings', changes);
}
