import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { getOutboxMessage, listOutbox } from '../db/outbox.ts';
import { HttpError } from '../http/errors.ts';
import { ownerContributor, requirePermission } from './guard.ts';
import { cursorQuery, idParams, limitQuery } from './schemas.ts';

const pageQuery = z.object({ cursor: cursorQuery, limit: limitQuery });

/** `GET /api/owner/outbox` (newest first, no bodies) and `GET /api/owner/outbox/:id` (outbox:read). */
export function registerOutboxRoutes(app: FastifyInstance, { db }: AppContext): void {
  const read = requirePermission(db, 'outbox:read');
  app.get('/api/owner/outbox', { preHandler: read }, async (request) => listOutbox(db, ownerContributor(request).websiteId, pageQuery.parse(request.query)));
  app.get('/api/owner/outbox/:id', { preHandler: read }, async (request) => {
    const message = await getOutboxMessage(db, ownerContributor(request).websiteId, idParams.parse(request.params).id);
    if (!message) throw new HttpError(404, 'No such message.');
    return { message };
  });
}
