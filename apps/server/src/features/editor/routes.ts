import {
  createEditorPage, createEditorPost, deleteEditorPage, deleteEditorPost, duplicateEditorPage, duplicateEditorPost, getEditorDraft, getEditorPage,
  getEditorPost, listEditorPosts, listEditorVersions, publishEditorDraft, reorderEditorPages, restoreEditorVersion, saveEditorDraft,
  updateEditorPage, updateEditorPost,
} from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
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
  return { websiteId: ownerWebsite(request).id, name: me.name || me.email, now: now() };
}

/** Registers the pages, posts and document routes. */
export function registerEditorRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const site = (request: FastifyRequest) => ownerWebsite(request).id;

  // ── Pages ──
  app.get(getEditorPage.path, { config: { access: getEditorPage.access } }, async (request) => {
    const { id } = getEditorPage.params.parse(request.params);
    return { page: await getPageSettings(db, site(request), id) };
  });
  app.post(createEditorPage.path, { config: { access: createEditorPage.access } }, async (request, reply) => {
    const body = createEditorPage.body.parse(request.body);
    return reply.code(201).send({ page: await createPage(db, site(request), body, now()) });
  });
  app.put(reorderEditorPages.path, { config: { access: reorderEditorPages.access } }, async (request) => {
    const { navigation } = reorderEditorPages.body.parse(request.body);
    return { navigation: await reorderPages(db, site(request), navigation) };
  });
  app.patch(updateEditorPage.path, { config: { access: updateEditorPage.access } }, async (request) => {
    const { id } = updateEditorPage.params.parse(request.params);
    return { page: await updatePage(db, site(request), id, updateEditorPage.body.parse(request.body), now()) };
  });
  app.post(duplicateEditorPage.path, { config: { access: duplicateEditorPage.access } }, async (request, reply) => {
    const { id } = duplicateEditorPage.params.parse(request.params);
    return reply.code(201).send({ page: await duplicatePage(db, site(request), id, now()) });
  });
  app.delete(deleteEditorPage.path, { config: { access: deleteEditorPage.access } }, async (request, reply) => {
    const { id } = deleteEditorPage.params.parse(request.params);
    await deletePage(db, site(request), id);
    return reply.code(204).send();
  });

  // ── Posts ──
  app.get(listEditorPosts.path, { config: { access: listEditorPosts.access } }, async (request) => {
    const { id } = listEditorPosts.params.parse(request.params);
    return { posts: await listPosts(db, site(request), id) };
  });
  app.post(createEditorPost.path, { config: { access: createEditorPost.access } }, async (request, reply) => {
    const { id } = createEditorPost.params.parse(request.params);
    const body = createEditorPost.body.parse(request.body);
    return reply.code(201).send({ post: await createPost(db, site(request), id, body, now()) });
  });
  app.get(getEditorPost.path, { config: { access: getEditorPost.access } }, async (request) => {
    const { id } = getEditorPost.params.parse(request.params);
    return getPost(db, site(request), id);
  });
  app.patch(updateEditorPost.path, { config: { access: updateEditorPost.access } }, async (request) => {
    const { id } = updateEditorPost.params.parse(request.params);
    return updatePost(db, site(request), id, updateEditorPost.body.parse(request.body), now());
  });
  app.post(duplicateEditorPost.path, { config: { access: duplicateEditorPost.access } }, async (request, reply) => {
    const { id } = duplicateEditorPost.params.parse(request.params);
    return reply.code(201).send({ post: await duplicatePost(db, site(request), id, now()) });
  });
  app.delete(deleteEditorPost.path, { config: { access: deleteEditorPost.access } }, async (request, reply) => {
    const { id } = deleteEditorPost.params.parse(request.params);
    await deletePost(db, site(request), id);
    return reply.code(204).send();
  });

  // ── The document ──
  app.get(getEditorDraft.path, { config: { access: getEditorDraft.access } }, async (request) => {
    const { kind, id } = getEditorDraft.params.parse(request.params);
    return getDraft(db, site(request), kind, id);
  });
  app.put(saveEditorDraft.path, { config: { access: saveEditorDraft.access } }, async (request) => {
    const { kind, id } = saveEditorDraft.params.parse(request.params);
    const { document, baseRevision } = saveEditorDraft.body.parse(request.body);
    return saveDraft(db, writerOf(request, now), kind, id, document, baseRevision);
  });
  app.post(publishEditorDraft.path, { config: { access: publishEditorDraft.access } }, async (request) => {
    const { kind, id } = publishEditorDraft.params.parse(request.params);
    const { revision } = publishEditorDraft.body.parse(request.body);
    return publishDraft(db, writerOf(request, now), kind, id, revision);
  });
  app.get(listEditorVersions.path, { config: { access: listEditorVersions.access } }, async (request) => {
    const { kind, id } = listEditorVersions.params.parse(request.params);
    return { versions: await listVersions(db, site(request), kind, id) };
  });
  app.post(restoreEditorVersion.path, { config: { access: restoreEditorVersion.access } }, async (request) => {
    const { kind, id, versionId } = restoreEditorVersion.params.parse(request.params);
    return restoreVersion(db, writerOf(request, now), kind, id, versionId);
  });
}
