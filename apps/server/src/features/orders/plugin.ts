import type { FastifyInstance } from 'fastify';
import { registerOrderRoutes } from './routes.ts';

/** The owner's orders. */
export async function ordersPlugin(app: FastifyInstance): Promise<void> {
  registerOrderRoutes(app, app.deps);
}
