/**
 * The editor's calls (contract: @plinth/api `editorRoutes`), in one place so the views stay about
 * views: pages and posts, their settings, and the page document's draft, publish, versions and
 * preview.
 */
import type {
  EditorDocument,
  EditorTargetKind,
  createEditorPage,
  editorDraft,
  editorPageSettings,
  editorPageSettingsInput,
  editorPost,
  editorVersion,
  listOwnerPages,
  publishEditorDraft,
  saveEditorDraft,
} from '@plinth/api';
import type { z } from 'zod';
import { requestFor } from '@plinth/api/client';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';

export type PageSettings = z.infer<typeof editorPageSettings>;
export type PageSettingsInput = z.input<typeof editorPageSettingsInput>;
export type PostSettingsInput = PageSettingsInput & { excerpt?: string };
export type EditorPost = z.infer<typeof editorPost>;
export type EditorDraft = z.infer<typeof editorDraft>;
export type EditorVersion = z.infer<typeof editorVersion>;
export type SavedDraft = z.infer<typeof saveEditorDraft.response>;
export type Published = z.infer<typeof publishEditorDraft.response>;
export type SitePageRow = z.infer<typeof listOwnerPages.response>['pages'][number];
export type NewPage = z.input<typeof createEditorPage.body>;
export type { EditorDocument, EditorTargetKind };

const doc = (kind: EditorTargetKind, id: string) => ({ params: { kind, id } });

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────────

/** `listOwnerPages`: the navigation's pages in order, then the others. */
export async function listPages(api: ApiClient): Promise<SitePageRow[]> {
  return (await api.call('listOwnerPages')).pages;
}

export async function getPage(api: ApiClient, id: string): Promise<PageSettings> {
  return (await api.call('getEditorPage', { params: { id } })).page;
}

export async function createPage(api: ApiClient, body: NewPage): Promise<PageSettings> {
  return (await api.call('createEditorPage', { body })).page;
}

export async function updatePage(api: ApiClient, id: string, body: PageSettingsInput): Promise<PageSettings> {
  return (await api.call('updateEditorPage', { params: { id }, body })).page;
}

export async function duplicatePage(api: ApiClient, id: string): Promise<PageSettings> {
  return (await api.call('duplicateEditorPage', { params: { id } })).page;
}

export async function deletePage(api: ApiClient, id: string): Promise<void> {
  await api.call('deleteEditorPage', { params: { id } });
}

/** `reorderEditorPages`: these pages make the navigation, in this order. */
export async function saveNavigation(api: ApiClient, navigation: string[]): Promise<string[]> {
  return (await api.call('reorderEditorPages', { body: { navigation } })).navigation;
}

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────────

export async function listPosts(api: ApiClient, blogId: string): Promise<EditorPost[]> {
  return (await api.call('listEditorPosts', { params: { id: blogId } })).posts;
}

export async function createPost(api: ApiClient, blogId: string, title: string): Promise<EditorPost> {
  return (await api.call('createEditorPost', { params: { id: blogId }, body: { title } })).post;
}

export function getPost(api: ApiClient, id: string): Promise<{ page: PageSettings; post: EditorPost }> {
  return api.call('getEditorPost', { params: { id } });
}

export function updatePost(api: ApiClient, id: string, body: PostSettingsInput): Promise<{ page: PageSettings; post: EditorPost }> {
  return api.call('updateEditorPost', { params: { id }, body });
}

export async function duplicatePost(api: ApiClient, id: string): Promise<EditorPost> {
  return (await api.call('duplicateEditorPost', { params: { id } })).post;
}

export async function deletePost(api: ApiClient, id: string): Promise<void> {
  await api.call('deleteEditorPost', { params: { id } });
}

/** `setItemTaxonomy` (the taxonomy feature): a post's tags and categories. */
export function saveTaxonomy(api: ApiClient, itemId: string, body: { tags: string[]; categories: string[] }): Promise<unknown> {
  return api.call('setItemTaxonomy', { params: { id: itemId }, body });
}

// ── The document ──────────────────────────────────────────────────────────────────────────────────

export function getDraft(api: ApiClient, kind: EditorTargetKind, id: string): Promise<EditorDraft> {
  return api.call('getEditorDraft', doc(kind, id));
}

/** Autosave; 409 when another save came first. */
export function saveDraft(api: ApiClient, kind: EditorTargetKind, id: string, document: EditorDocument, baseRevision: number): Promise<SavedDraft> {
  return api.call('saveEditorDraft', { ...doc(kind, id), body: { document, baseRevision } });
}

export function publishDraft(api: ApiClient, kind: EditorTargetKind, id: string, revision: number): Promise<Published> {
  return api.call('publishEditorDraft', { ...doc(kind, id), body: { revision } });
}

export async function listVersions(api: ApiClient, kind: EditorTargetKind, id: string): Promise<EditorVersion[]> {
  return (await api.call('listEditorVersions', doc(kind, id))).versions;
}

export function restoreVersion(api: ApiClient, kind: EditorTargetKind, id: string, versionId: string): Promise<EditorDraft> {
  return api.call('restoreEditorVersion', { params: { kind, id, versionId } });
}

/** Where the editor's frame reads the page drawn with its draft. */
export function previewUrl(kind: EditorTargetKind, id: string): string {
  return requestFor('previewEditorDraft', doc(kind, id)).url;
}

/**
 * The preview's HTML as text, for the editing surface (surface/surface-html.ts makes it inert
 * before it is shown): the page with the draft, read with the owner's session.
 */
export async function previewHtml(kind: EditorTargetKind, id: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(previewUrl(kind, id), { credentials: 'same-origin', headers: { accept: 'text/html' } });
  } catch {
    throw new ApiError('network', 0, null);
  }
  // The page's own status (a page not found still draws the site's 404) is not a failure to read it.
  if (response.status >= 500 || response.status === 401 || response.status === 403) throw new ApiError('http', response.status, null);
  return response.text();
}
