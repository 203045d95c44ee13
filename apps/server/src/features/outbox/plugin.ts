import type { FastifyInstance } from 'fastify';
import { registerOutboxRoutes } from './routes.ts';

/** The owner's outbox: every e-mail the site sent or kept (docs/owner-api.md "Outbox"). */
export async function outboxPlugin(app: FastifyInstance): Promise<void> {
  registerOutboxRoutes(app, app.deps);
}
