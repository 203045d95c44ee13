import { getOutboxMessage, listOutboxMessages } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerContributor } from '../owner/index.ts';
import { outboxMessage, outboxPage } from './service.ts';

/** `GET /api/owner/outbox` (newest first, no bodies) and `GET /api/owner/outbox/:id` (outbox:read). */
export function registerOutboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(listOutboxMessages.path, { config: { access: listOutboxMessages.access } }, async (request) =>
    outboxPage(db, ownerContributor(request).websiteId, listOutboxMessages.query.parse(request.query)),
  );

  app.get(getOutboxMessage.path, { config: { access: getOutboxMessage.access } }, async (request) => {
    const { id } = getOutboxMessage.params.parse(request.params);
    return { message: await outboxMessage(db, ownerContributor(request).websiteId, id) };
  });
}
