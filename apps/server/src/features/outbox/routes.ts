import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getOutboxMessage, listOutbox } from '../../infra/mail/outbox-repository.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { cursorQuery, idParams, limitQuery } from '../owner/index.ts';

const pageQuery = z.object({ cursor: cursorQuery, limit: limitQuery });

/** `GET /api/owner/outbox` (newest first, no bodies) and `GET /api/owner/outbox/:id` (outbox:read). */
export function registerOutboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const read = { config: { access: 'outbox:read' } } as const;
  app.get('/api/owner/outbox', read, async (request) => listOutbox(db, ownerContributor(request).websiteId, pageQuery.parse(request.query)));
  app.get('/api/owner/outbox/:id', read, async (request) => {
    const message = await getOutboxMessage(db, ownerContributor(request).websiteId, idParams.parse(request.params).id);
    if (!message) throw new AppError('NOT_FOUND', 'No such message.');
    return { message };
  });
}
