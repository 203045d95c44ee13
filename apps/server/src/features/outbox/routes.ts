import { getOutboxMessage, listOutboxMessages } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { outboxMessage, outboxPage } from './service.ts';

/** `GET /api/owner/outbox` (newest first, no bodies) and `GET /api/owner/outbox/:id` (outbox:read). */
export function registerOutboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listOutboxMessages, ({ query, request }) => outboxPage(db, ownerContributor(request).websiteId, query));

  mount(app, getOutboxMessage, async ({ params, request }) => ({ message: await outboxMessage(db, ownerContributor(request).websiteId, params.id) }));
}
