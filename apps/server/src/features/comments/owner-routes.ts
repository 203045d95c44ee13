import { approveComment, deleteComment, getCommentSettings, listOwnerComments, markCommentSpam, putCommentSettings, setCommentState } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listQueue, moderateComment, removeComment, setCommentsClosed } from './moderation-service.ts';
import { otherCollections } from './items-repository.ts';
import { readCommentSettings, saveCommentSettings } from './settings-service.ts';

/** The owner's moderation queue and comment settings (docs/comments-api.md "Moderation"). */
export function registerOwnerCommentRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listOwnerComments.path, { config: { access: listOwnerComments.access } }, async (request) => {
    const { status, cursor } = listOwnerComments.query.parse(request.query);
    return listQueue(db, ownerWebsite(request).id, status, cursor);
  });

  app.post(approveComment.path, { config: { access: approveComment.access } }, async (request) => {
    const { id } = approveComment.params.parse(request.params);
    return moderateComment(db, ownerWebsite(request).id, id, 'approved');
  });

  app.post(markCommentSpam.path, { config: { access: markCommentSpam.access } }, async (request) => {
    const { id } = markCommentSpam.params.parse(request.params);
    return moderateComment(db, ownerWebsite(request).id, id, 'spam');
  });

  app.delete(deleteComment.path, { config: { access: deleteComment.access } }, async (request) => {
    const { id } = deleteComment.params.parse(request.params);
    return removeComment(db, ownerWebsite(request).id, id);
  });

  app.put(setCommentState.path, { config: { access: setCommentState.access } }, async (request) => {
    const { itemId } = setCommentState.params.parse(request.params);
    const { closed } = setCommentState.body.parse(request.body ?? {});
    const result = await setCommentsClosed(db, ownerWebsite(request).id, itemId, closed, now());
    return { itemId: result.itemId, commentState: result.closed ? 2 : 1 };
  });

  app.get(getCommentSettings.path, { config: { access: getCommentSettings.access } }, async (request) => {
    const websiteId = ownerWebsite(request).id;
    return { ...(await readCommentSettings(db, websiteId)), collectionChoices: await otherCollections(db, websiteId) };
  });

  app.put(putCommentSettings.path, { config: { access: putCommentSettings.access } }, async (request) => {
    const body = putCommentSettings.body.parse(request.body ?? {});
    return saveCommentSettings(db, ownerWebsite(request).id, body, now());
  });
}
