import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { editorDocument } from './editor-document.ts';
import { idParams } from './owner.ts';

/*
 * The editor feature's routes (apps/server/src/features/editor; issue 15): pages and posts made,
 * renamed, moved, duplicated and deleted, their settings, and the page document's draft, publish,
 * versions and preview. Reads need content:read; writes content:write and the crumb. The document
 * is in editor-document.ts.
 */

/** What a document belongs to: a page (collection), a blog post or a product (items). */
export const EDITOR_TARGET_KINDS = ['pages', 'posts', 'products'] as const;
export type EditorTargetKind = (typeof EDITOR_TARGET_KINDS)[number];

/** Page statuses (platform.md §3 "Page status labels": Scheduled, Needs Review, Draft, Private; published has none). */
export const EDITOR_PAGE_STATUSES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;

const text = (name: string, max: number) => z.string({ error: `${name} must be text.` }).trim().max(max, `${name} must be at most ${max} characters.`);
const title = (name: string) => text(name, 200).min(1, `${name} is required.`);
/** A URL slug as typed; the server answers '{val} is not a valid page URL.' for a bad one. */
const urlSlug = z.string({ error: 'URL slug must be text.' }).trim().max(200, 'URL slug must be at most 200 characters.');
const status = z.enum(EDITOR_PAGE_STATUSES, { error: `Status must be one of ${EDITOR_PAGE_STATUSES.join(', ')}.` });

/** A page's or post's settings as the settings panel shows them. */
export const editorPageSettings = z.object({
  id: z.string(),
  /** 'page' | 'blog' | 'products' for pages; 'post' and 'product' for items. */
  type: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  status: z.enum(EDITOR_PAGE_STATUSES),
  statusLabel: z.string().nullable(),
  /** Epoch ms of a Scheduled page's publication; null otherwise. */
  publishAt: z.number().int().nullable(),
  /** In a member area (the page access note: 'This page is locked; available only to site members.'). */
  membersOnly: z.boolean(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  socialImageMediaId: z.string().nullable(),
  /** Set for posts and products: the collection they belong to. */
  collectionId: z.string().nullable(),
});

/** The settings an owner changes (every field optional; unknown keys refused). */
export const editorPageSettingsInput = z.strictObject({
  title: title('Title').optional(),
  navigationTitle: text('Navigation title', 200).optional(),
  urlId: urlSlug.optional(),
  status: status.optional(),
  /** Required with status 'scheduled': epoch ms, in the future. */
  publishAt: z.number({ error: 'publishAt must be a time in milliseconds.' }).int().nullable().optional(),
  seoTitle: text('SEO title', 200).optional(),
  seoDescription: text('SEO description', 400).optional(),
  socialImageMediaId: z.string().trim().min(1).max(100).nullable().optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object of page settings.') });

/** GET /api/owner/pages/:id. */
export const getEditorPage = defineRoute({
  method: 'GET', path: '/api/owner/pages/:id', tag: 'editor', access: 'content:read',
  summary: "A page's settings", params: idParams, response: z.object({ page: editorPageSettings }),
});

/** POST /api/owner/pages: a new page (a blank document) or blog, not yet in the navigation. */
export const createEditorPage = defineRoute({
  method: 'POST', path: '/api/owner/pages', tag: 'editor', access: 'content:write', status: 201,
  summary: 'Creates a page or a blog; its URL slug comes from the title (the next free -N on a collision)',
  body: z.strictObject({ title: title('Title'), type: z.enum(['page', 'blog'], { error: 'Type must be page or blog.' }).default('page'), urlId: urlSlug.optional() }),
  response: z.object({ page: editorPageSettings }),
});

/** PATCH /api/owner/pages/:id: rename, slug, status, schedule, SEO. */
export const updateEditorPage = defineRoute({
  method: 'PATCH', path: '/api/owner/pages/:id', tag: 'editor', access: 'content:write',
  summary: "Changes a page's settings", params: idParams, body: editorPageSettingsInput, response: z.object({ page: editorPageSettings }),
});

/** POST /api/owner/pages/:id/duplicate. */
export const duplicateEditorPage = defineRoute({
  method: 'POST', path: '/api/owner/pages/:id/duplicate', tag: 'editor', access: 'content:write', status: 201,
  summary: "Copies a page (its settings and published document) as a draft titled '<title> (copy)'",
  params: idParams, response: z.object({ page: editorPageSettings }),
});

/** DELETE /api/owner/pages/:id. */
export const deleteEditorPage = defineRoute({
  method: 'DELETE', path: '/api/owner/pages/:id', tag: 'editor', access: 'content:write', responseType: 'empty', status: 204,
  summary: 'Deletes a page (the home page cannot be deleted)', params: idParams,
});

/** PUT /api/owner/pages/order: the navigation in its new order (drag and drop, or the keyboard). */
export const reorderEditorPages = defineRoute({
  method: 'PUT', path: '/api/owner/pages/order', tag: 'editor', access: 'content:write',
  summary: 'Sets the main navigation: these pages in this order; the others leave it',
  body: z.strictObject({ navigation: z.array(z.string().min(1).max(100), { error: 'navigation must be a list of page ids.' }).max(100) }),
  response: z.object({ navigation: z.array(z.string()) }),
});

// ── Posts ────────────────────────────────────────────────────────────────────────────────────────

/** One post in the blog's list. */
export const editorPost = z.object({
  id: z.string(), title: z.string(), urlId: z.string(), fullUrl: z.string(), status: z.enum(EDITOR_PAGE_STATUSES), statusLabel: z.string().nullable(),
  publishedAt: z.number().int().nullable(), excerpt: z.string(), tags: z.array(z.string()), categories: z.array(z.string()),
});

/** GET /api/owner/collections/:id/posts. */
export const listEditorPosts = defineRoute({
  method: 'GET', path: '/api/owner/collections/:id/posts', tag: 'editor', access: 'content:read',
  summary: "A blog's posts, newest first", params: idParams, response: z.object({ posts: z.array(editorPost) }),
});

/** POST /api/owner/collections/:id/posts. */
export const createEditorPost = defineRoute({
  method: 'POST', path: '/api/owner/collections/:id/posts', tag: 'editor', access: 'content:write', status: 201,
  summary: 'Creates a draft post in a blog', params: idParams,
  body: z.strictObject({ title: title('Title'), urlId: urlSlug.optional() }), response: z.object({ post: editorPost }),
});

/** GET /api/owner/posts/:id (settings as for a page, plus the post fields). */
export const getEditorPost = defineRoute({
  method: 'GET', path: '/api/owner/posts/:id', tag: 'editor', access: 'content:read',
  summary: "A post's settings", params: idParams, response: z.object({ page: editorPageSettings, post: editorPost }),
});

/** PATCH /api/owner/posts/:id. Tags and categories are the taxonomy feature's (PUT /api/owner/items/:id/taxonomy). */
export const updateEditorPost = defineRoute({
  method: 'PATCH', path: '/api/owner/posts/:id', tag: 'editor', access: 'content:write',
  summary: "Changes a post's settings", params: idParams,
  body: editorPageSettingsInput.extend({ excerpt: text('Excerpt', 2000).optional() }), response: z.object({ page: editorPageSettings, post: editorPost }),
});

/** POST /api/owner/posts/:id/duplicate. */
export const duplicateEditorPost = defineRoute({
  method: 'POST', path: '/api/owner/posts/:id/duplicate', tag: 'editor', access: 'content:write', status: 201,
  summary: 'Copies a post as a draft', params: idParams, response: z.object({ post: editorPost }),
});

/** DELETE /api/owner/posts/:id. */
export const deleteEditorPost = defineRoute({
  method: 'DELETE', path: '/api/owner/posts/:id', tag: 'editor', access: 'content:write', responseType: 'empty', status: 204,
  summary: 'Deletes a post', params: idParams,
});

// ── The document: draft, publish, versions, preview ─────────────────────────────────────────────

export const editorTargetParams = z.object({
  kind: z.enum(EDITOR_TARGET_KINDS, { error: `kind must be one of ${EDITOR_TARGET_KINDS.join(', ')}.` }),
  id: z.string().trim().min(1, 'id is required').max(100, 'id is too long'),
});

/** The draft as the editor opens it. */
export const editorDraft = z.object({
  kind: z.enum(EDITOR_TARGET_KINDS),
  id: z.string(),
  title: z.string(),
  /** Where visitors read it ('/about', '/blog/my-post', '/shop/mug'). */
  fullUrl: z.string(),
  document: editorDocument,
  /** Bumped by every save; a save names the revision it was made from. */
  revision: z.number().int(),
  savedAt: z.number().int().nullable(),
  /** The revision now live; null before the first publish. */
  publishedRevision: z.number().int().nullable(),
  publishedAt: z.number().int().nullable(),
  /**
   * A page that has never been edited has no document yet: its seeded HTML body, for the editor to
   * turn into blocks (a text block, and a gallery block per `<div data-gallery="ID">`). Null once a
   * document exists.
   */
  legacyHtml: z.string().nullable(),
});

/** GET /api/owner/editor/:kind/:id/document. */
export const getEditorDraft = defineRoute({
  method: 'GET', path: '/api/owner/editor/:kind/:id/document', tag: 'editor', access: 'content:read',
  summary: 'The draft document of a page, post or product description', params: editorTargetParams, response: editorDraft,
});

/**
 * PUT /api/owner/editor/:kind/:id/document: autosave. 409 when `baseRevision` is not the latest (an
 * other owner saved meanwhile): 'Someone else changed this page since you opened it. Reload to see
 * their changes.'
 */
export const saveEditorDraft = defineRoute({
  method: 'PUT', path: '/api/owner/editor/:kind/:id/document', tag: 'editor', access: 'content:write',
  summary: 'Saves the draft (refused with 409 when another save came first)', params: editorTargetParams,
  body: z.strictObject({ document: editorDocument, baseRevision: z.number({ error: 'baseRevision is required.' }).int().min(0) }),
  response: z.object({ revision: z.number().int(), savedAt: z.number().int() }),
});

/** POST /api/owner/editor/:kind/:id/publish: the draft of this revision goes live; the page cache refreshes at once. */
export const publishEditorDraft = defineRoute({
  method: 'POST', path: '/api/owner/editor/:kind/:id/publish', tag: 'editor', access: 'content:write',
  summary: 'Publishes the draft (409 when it is not the latest revision)', params: editorTargetParams,
  body: z.strictObject({ revision: z.number({ error: 'revision is required.' }).int().min(0) }),
  response: z.object({ publishedRevision: z.number().int(), publishedAt: z.number().int(), versionId: z.string() }),
});

/** One published version. */
export const editorVersion = z.object({ id: z.string(), revision: z.number().int(), publishedAt: z.number().int(), publishedBy: z.string().nullable(), blockCount: z.number().int() });

/** GET /api/owner/editor/:kind/:id/versions. */
export const listEditorVersions = defineRoute({
  method: 'GET', path: '/api/owner/editor/:kind/:id/versions', tag: 'editor', access: 'content:read',
  summary: 'The published versions, newest first', params: editorTargetParams, response: z.object({ versions: z.array(editorVersion) }),
});

/** POST /api/owner/editor/:kind/:id/versions/:versionId/restore: the version becomes the draft (publish to make it live). */
export const restoreEditorVersion = defineRoute({
  method: 'POST', path: '/api/owner/editor/:kind/:id/versions/:versionId/restore', tag: 'editor', access: 'content:write',
  summary: 'Makes a published version the draft again', params: editorTargetParams.extend({ versionId: z.string().trim().min(1).max(100) }),
  response: editorDraft,
});

/** GET /api/owner/editor/:kind/:id/preview: the whole page as visitors would see it with the draft (never cached). */
export const previewEditorDraft = defineRoute({
  method: 'GET', path: '/api/owner/editor/:kind/:id/preview', tag: 'editor', access: 'content:read', responseType: 'html',
  summary: 'The page rendered with its draft, for the editor frame', params: editorTargetParams,
});

/** The editor feature's routes. */
export const editorRoutes: readonly ApiRoute[] = [
  getEditorPage, createEditorPage, updateEditorPage, duplicateEditorPage, deleteEditorPage, reorderEditorPages,
  listEditorPosts, createEditorPost, getEditorPost, updateEditorPost, duplicateEditorPost, deleteEditorPost,
  getEditorDraft, saveEditorDraft, publishEditorDraft, listEditorVersions, restoreEditorVersion, previewEditorDraft,
];
