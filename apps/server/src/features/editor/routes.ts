import {
  createEditorPage, createEditorPost, deleteEditorPage, deleteEditorPost, duplicateEditorPage, duplicateEditorPost, getEditorDraft, getEditorPage,
  getEditorPost, listEditorPosts, listEditorVersions, publishEditorDraft, reorderEditorPages, restoreEditorVersion, saveEditorDraft,
  updateEditorPage, updateEditorPost,
} from '@plinth/api';
import { roleAllows, UNFILTERED_HTML } from '@plinth/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor, ownerWebsite } from '../owner/index.ts';
import { getDraft, listVersions, publishDraft, restoreVersion, saveDraft, type Writer } from './document-service.ts';
import { createPage, deletePage, duplicatePage, getPageSettings, reorderPages, updatePage } from './pages-service.ts';
import { createPost, deletePost, duplicatePost, getPost, listPosts, updatePost } from './posts-service.ts';

/*
 * The editor's routes (docs/editor-api.md), exactly as `@plinth/api` declares them: reads need
 * content:read; writes content:write and the crumb (the owner feature's guard). The preview is the
 * pages feature's: it owns the page renderer.
 */

function writerOf(request: FastifyRequest, now: () => number): Writer {
  const me = ownerContributor(request);
  return { websiteId: ownerWebsite(request).id, name: me.name || me.email, now: now(), unfilteredHtml: roleAllows(me.role, UNFILTERED_HTML) };
}

/** Registers the pages, posts and document routes. */
export function registerEditorRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const site = (request: FastifyRequest) => ownerWebsite(request).id;

  // ── Pages ──
  mount(app, getEditorPage, async ({ params: { id }, request }) => ({ page: await getPageSettings(db, site(request), id) }));
  mount(app, createEditorPage, async ({ body, request }) => ({ page: await createPage(db, site(request), body, now()) }));
  mount(app, reorderEditorPages, async ({ body: { navigation }, request }) => ({ navigation: await reorderPages(db, site(request), navigation) }));
  mount(app, updateEditorPage, async ({ params: { id }, body, request }) => ({ page: await updatePage(db, site(request), id, body, now()) }));
  mount(app, duplicateEditorPage, async ({ params: { id }, request }) => ({ page: await duplicatePage(db, site(request), id, now()) }));
  mount(app, deleteEditorPage, async ({ params: { id }, request }) => {
    await deletePage(db, site(request), id);
  });

  // ── Posts ──
  mount(app, listEditorPosts, async ({ params: { id }, request }) => ({ posts: await listPosts(db, site(request), id) }));
  mount(app, createEditorPost, async ({ params: { id }, body, request }) => ({ post: await createPost(db, site(request), id, body, now()) }));
  mount(app, getEditorPost, async ({ params: { id }, request }) => getPost(db, site(request), id));
  mount(app, updateEditorPost, async ({ params: { id }, body, request }) => updatePost(db, site(request), id, body, now()));
  mount(app, duplicateEditorPost, async ({ params: { id }, request }) => ({ post: await duplicatePost(db, site(request), id, now()) }));
  mount(app, deleteEditorPost, async ({ params: { id }, request }) => {
    await deletePost(db, site(request), id);
  });

  // ── The document ──
  mount(app, getEditorDraft, async ({ params: { kind, id }, request }) => getDraft(db, site(request), kind, id));
  mount(app, saveEditorDraft, async ({ params: { kind, id }, body: { document, baseRevision }, request }) => saveDraft(db, writerOf(request, now), kind, id, document, baseRevision));
  mount(app, publishEditorDraft, async ({ params: { kind, id }, body: { revision }, request }) => publishDraft(db, writerOf(request, now), kind, id, revision));
  mount(app, listEditorVersions, async ({ params: { kind, id }, request }) => ({ versions: await listVersions(db, site(request), kind, id) }));
  mount(app, restoreEditorVersion, async ({ params: { kind, id, versionId }, request }) => restoreVersion(db, writerOf(request, now), kind, id, versionId));
}
