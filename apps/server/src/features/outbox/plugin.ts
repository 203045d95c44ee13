import type { FastifyInstance } from 'fastify';
import { registerOutboxRoutes } from './routes.ts';

/** The owner's outbox: every e-mail the site sent or kept. */
export async function outboxFeature(app: FastifyInstance): Promise<void> {
  registerOutboxRoutes(app, app.deps);
}
