import { approveComment, deleteComment, getCommentSettings, listOwnerComments, markCommentSpam, putCommentSettings, setCommentState } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listQueue, moderateComment, removeComment, setCommentsClosed } from './moderation-service.ts';
import { otherCollections } from './items-repository.ts';
import { readCommentSettings, saveCommentSettings } from './settings-service.ts';

/** The owner's moderation queue and comment settings (docs/comments-api.md "Moderation"). */
export function registerOwnerCommentRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listOwnerComments, async ({ query: { status, cursor }, request }) => listQueue(db, ownerWebsite(request).id, status, cursor));

  mount(app, approveComment, async ({ params: { id }, request }) => moderateComment(db, ownerWebsite(request).id, id, 'approved'));

  mount(app, markCommentSpam, async ({ params: { id }, request }) => moderateComment(db, ownerWebsite(request).id, id, 'spam'));

  mount(app, deleteComment, async ({ params: { id }, request }) => removeComment(db, ownerWebsite(request).id, id));

  mount(app, setCommentState, async ({ params: { itemId }, body: { closed }, request }) => {
    const result = await setCommentsClosed(db, ownerWebsite(request).id, itemId, closed, now());
    return { itemId: result.itemId, commentState: result.closed ? (2 as const) : (1 as const) };
  }, { preHandler: absentBodyAsEmpty });

  mount(app, getCommentSettings, async ({ request }) => {
    const websiteId = ownerWebsite(request).id;
    return { ...(await readCommentSettings(db, websiteId)), collectionChoices: await otherCollections(db, websiteId) };
  });

  mount(app, putCommentSettings, async ({ body, request }) => saveCommentSettings(db, ownerWebsite(request).id, body, now()), { preHandler: absentBodyAsEmpty });
}
