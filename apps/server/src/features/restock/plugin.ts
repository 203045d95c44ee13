import type { FastifyInstance } from 'fastify';
import { registerRestockRoutes } from './routes.ts';

/** Restock notices: the visitor's sign-up and unsubscribe, the owner's list and send. */
export async function restockPlugin(app: FastifyInstance): Promise<void> {
  registerRestockRoutes(app, app.deps);
}
