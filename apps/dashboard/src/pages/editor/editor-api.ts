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
import type { ApiClient } from '../../api/client.ts';

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

const enc = encodeURIComponent;
const doc = (kind: EditorTargetKind, id: string) => `/api/owner/editor/${kind}/${enc(id)}`;

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────────

/** `GET /api/owner/pages`: the navigation's pages in order, then the others. */
export async function listPages(api: ApiClient): Promise<SitePageRow[]> {
  return (await api.get<{ pages: SitePageRow[] }>('/api/owner/pages')).pages;
}

export async function getPage(api: ApiClient, id: string): Promise<PageSettings> {
  return (await api.get<{ page: PageSettings }>(`/api/owner/pages/${enc(id)}`)).page;
}

export async function createPage(api: ApiClient, body: NewPage): Promise<PageSettings> {
  return (await api.send<{ page: PageSettings }>('POST', '/api/owner/pages', body)).page;
}

export async function updatePage(api: ApiClient, id: string, body: PageSettingsInput): Promise<PageSettings> {
  return (await api.send<{ page: PageSettings }>('PATCH', `/api/owner/pages/${enc(id)}`, body)).page;
}

export async function duplicatePage(api: ApiClient, id: string): Promise<PageSettings> {
  return (await api.send<{ page: PageSettings }>('POST', `/api/owner/pages/${enc(id)}/duplicate`)).page;
}

export async function deletePage(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `/api/owner/pages/${enc(id)}`);
}

/** `PUT /api/owner/pages/order`: these pages make the navigation, in this order. */
export async function saveNavigation(api: ApiClient, navigation: string[]): Promise<string[]> {
  return (await api.send<{ navigation: string[] }>('PUT', '/api/owner/pages/order', { navigation })).navigation;
}

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────────

export async function listPosts(api: ApiClient, blogId: string): Promise<EditorPost[]> {
  return (await api.get<{ posts: EditorPost[] }>(`/api/owner/collections/${enc(blogId)}/posts`)).posts;
}

export async function createPost(api: ApiClient, blogId: string, title: string): Promise<EditorPost> {
  return (await api.send<{ post: EditorPost }>('POST', `/api/owner/collections/${enc(blogId)}/posts`, { title })).post;
}

export function getPost(api: ApiClient, id: string): Promise<{ page: PageSettings; post: EditorPost }> {
  return api.get(`/api/owner/posts/${enc(id)}`);
}

export function updatePost(api: ApiClient, id: string, body: PostSettingsInput): Promise<{ page: PageSettings; post: EditorPost }> {
  return api.send('PATCH', `/api/owner/posts/${enc(id)}`, body);
}

export async function duplicatePost(api: ApiClient, id: string): Promise<EditorPost> {
  return (await api.send<{ post: EditorPost }>('POST', `/api/owner/posts/${enc(id)}/duplicate`)).post;
}

export async function deletePost(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `/api/owner/posts/${enc(id)}`);
}

/** `PUT /api/owner/items/:id/taxonomy` (the taxonomy feature): a post's tags and categories. */
export function saveTaxonomy(api: ApiClient, itemId: string, body: { tags: string[]; categories: string[] }): Promise<unknown> {
  return api.send('PUT', `/api/owner/items/${enc(itemId)}/taxonomy`, body);
}

// ── The document ──────────────────────────────────────────────────────────────────────────────────

export function getDraft(api: ApiClient, kind: EditorTargetKind, id: string): Promise<EditorDraft> {
  return api.get(`${doc(kind, id)}/document`);
}

/** Autosave; 409 when another save came first. */
export function saveDraft(api: ApiClient, kind: EditorTargetKind, id: string, document: EditorDocument, baseRevision: number): Promise<SavedDraft> {
  return api.send('PUT', `${doc(kind, id)}/document`, { document, baseRevision });
}

export function publishDraft(api: ApiClient, kind: EditorTargetKind, id: string, revision: number): Promise<Published> {
  return api.send('POST', `${doc(kind, id)}/publish`, { revision });
}

export async function listVersions(api: ApiClient, kind: EditorTargetKind, id: string): Promise<EditorVersion[]> {
  return (await api.get<{ versions: EditorVersion[] }>(`${doc(kind, id)}/versions`)).versions;
}

export function restoreVersion(api: ApiClient, kind: EditorTargetKind, id: string, versionId: string): Promise<EditorDraft> {
  return api.send('POST', `${doc(kind, id)}/versions/${enc(versionId)}/restore`);
}

/** Where the editor's frame reads the page drawn with its draft. */
export function previewUrl(kind: EditorTargetKind, id: string): string {
  return `${doc(kind, id)}/preview`;
}
